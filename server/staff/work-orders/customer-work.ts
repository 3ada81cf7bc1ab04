import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderWork } from '../../../src/shared/contract/orders';
import { nextStep, stepDone, workOrderSteps, type WorkOrderStep } from '../../../src/shared/contract/work-order-flow';
import { handoverSlots, type WorkOrderStatus } from '../../../src/shared/contract/work-order-names';
import type { Db } from '../../db/client';
import type { Lang } from '../../i18n/language';
import { orderEvents, vehicleHandovers, workOrders } from '../../db/schema';
import type { OrderRow } from '../../orders/orders.service';
import { signedMediaUrl, type MediaConfig } from '../../uploads/media-url';
import { extraWorkOf } from '../extra-work/extra-work-view';
import { damageOf } from './check-in';
import { workOrderFacts } from './work-orders.queries';

/**
 * The entry of the order's history each step leaves, and whether its first or latest one dates it:
 * the handover happens once (a rework's return to service is not one), the rest count anew after a
 * rework.
 */
const STEP_EVENTS: Record<WorkOrderStep, { status: string; first: boolean }> = {
  accept: { status: 'toBeInstalled', first: true },
  handover: { status: 'inService', first: true },
  groupPhoto: { status: 'groupPhoto', first: false },
  progress: { status: 'pendingCollection', first: false },
  signoff: { status: 'signedOff', first: false },
  returnPhotos: { status: 'returnPhotos', first: false },
  deliver: { status: 'completed', first: false },
};

/**
 * The work on an installation order's car as its customer sees it (the order detail): the flow's
 * steps with their times, and what the workshop recorded once each step was complete. Addresses of
 * photos are signed for this answer only, which goes to the order's own customer.
 */
export async function workOfOrder(
  db: Db,
  media: MediaConfig,
  order: OrderRow,
  now: Date,
  lang: Lang = 'en',
): Promise<OrderWork | null> {
  if (order.orderType !== 'install') return null;
  const [wo] = await db
    .select()
    .from(workOrders)
    .where(eq(workOrders.orderId, order.id))
    .orderBy(desc(workOrders.id))
    .limit(1);
  if (!wo || wo.status === 'cancelled') return null;
  const state = { status: wo.status as WorkOrderStatus, facts: await workOrderFacts(db, wo.id) };
  const events = await db
    .select({ status: orderEvents.status, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, order.id),
        inArray(
          orderEvents.status,
          Object.values(STEP_EVENTS).map((e) => e.status),
        ),
      ),
    )
    .orderBy(asc(orderEvents.id));
  const doneAt = (step: WorkOrderStep) => {
    if (!stepDone(step, state)) return null;
    const { status, first } = STEP_EVENTS[step];
    const own = events.filter((e) => e.status === status);
    return (first ? own[0] : own.at(-1))?.at.toISOString() ?? null;
  };
  const steps = workOrderSteps.map((step) => ({ step, doneAt: doneAt(step) }));
  const photo = (id: string) => ({ id, url: signedMediaUrl(media, id, now) });
  const rows = await db
    .select()
    .from(vehicleHandovers)
    .where(eq(vehicleHandovers.workOrderId, wo.id))
    .orderBy(asc(vehicleHandovers.id));
  const handover = rows.find((row) => row.kind === 'handover');
  // a handover saved as a draft is the technician's, not yet the customer's
  const handedOver = handover && stepDone('handover', state) ? handover : null;
  return {
    status: state.status,
    // rejected work waits for another technician to accept it; handed back, the last step stays lit
    currentStep: nextStep(state) ?? (state.status === 'completed' ? 'deliver' : 'accept'),
    steps,
    handover: handedOver && {
      photos: handoverSlots.flatMap((slot) => {
        const id = handedOver.photos[slot];
        return id ? [{ ...photo(id), slot }] : [];
      }),
      remarks: handedOver.remarks,
      unexpectedSituation: handedOver.unexpectedSituation,
      unexpectedPhotos: handedOver.unexpectedImages.map(photo),
      mileageKm: handedOver.mileageKm,
      fuelQuarters: handedOver.fuelQuarters,
      damage: damageOf(handedOver.damage),
      signedBy: handedOver.customerSignerName ?? '',
      at: steps.find((s) => s.step === 'handover')?.doneAt ?? null,
    },
    groupPhoto: handover?.groupPhoto ? photo(handover.groupPhoto) : null,
    progress: {
      estimatedCompletionAt: wo.estimatedCompletionAt?.toISOString() ?? null,
      expectedDeliveryDate: wo.expectedDeliveryDate,
      remarks: wo.remarks,
    },
    returns: rows
      .filter((row) => row.kind === 'return')
      .map((row) => ({
        photos: Object.values(row.photos).map(photo),
        remarks: row.remarks,
        at: row.createdAt.toISOString(),
      })),
    extraWork: await extraWorkOf(db, media, wo, lang, now),
  };
}
