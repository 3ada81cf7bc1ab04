import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Complaint } from '../../../src/shared/contract/support';
import type { OrderStatus } from '../../../src/shared/contract/orders';
import {
  handoverSlots,
  type ImageRef,
  type WorkOrderDetail,
  type WorkOrderStatus,
  type WorkOrderSummary,
  type WorkOrderTab,
} from '../../../src/shared/contract/staff';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import {
  complaints,
  orderItems,
  orders,
  products,
  reworks,
  stores,
  users,
  vehicleHandovers,
  workOrders,
} from '../../db/schema';
import { pick, type Lang } from '../../i18n/language';
import { escapeLike, plateContains } from '../../orders/plate-search';
import { signedMediaUrl, type MediaConfig } from '../../uploads/media-url';
import { workOrderActions } from '../../../src/shared/contract/work-order-flow';
import { extraWorkOf } from '../extra-work/extra-work-view';
import { orderCar } from '../extra-work/extra-work.queries';
import { damageOf } from './check-in';
import { TAB_STATUSES } from './work-order-state';
import { isTintJob, signoffsOf, workOrderFacts, type WorkOrderRow } from './work-orders.queries';

const OPEN_COMPLAINT = ['pending', 'in_progress'] as const;

/**
 * Work orders with a complaint on their order still pending or in progress: the open complaints are
 * few, so the planner starts from them (complaints_open_idx) rather than from every work order.
 */
export const hasOpenComplaint = sql`${workOrders.orderId} in (select ${complaints.orderId} from ${complaints} where ${complaints.status} in ('pending', 'in_progress'))`;

/** A technician's view leaves out work waiting for another technician's acceptance. */
export const othersToAccept = (technicianId: number) =>
  and(
    eq(workOrders.status, 'pendingAcceptance'),
    isNotNull(workOrders.technicianId),
    ne(workOrders.technicianId, technicianId),
  );

/**
 * The store filter of a staff list: own store; the company all stores or the one asked for. A
 * technician does not see work waiting for another technician's acceptance: it is not theirs to
 * take, so it must not count in their Accept tab.
 */
export function scopeCondition(user: SessionUser, storeId?: number): SQL | undefined {
  if (user.role === 'company') return storeId === undefined ? undefined : eq(workOrders.storeId, storeId);
  const store = eq(workOrders.storeId, user.storeId ?? -1);
  if (user.role !== 'technician') return store;
  return and(store, not(othersToAccept(user.id)!));
}

export function tabCondition(tab: WorkOrderTab): SQL | undefined {
  if (tab === 'all') return undefined;
  if (tab === 'complaintSubmitted') return hasOpenComplaint;
  return inArray(workOrders.status, [...TAB_STATUSES[tab]]);
}

/** Plate (spaces and case ignored), order number or work order number, any part of it. */
export function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  return or(plateContains(keyword), ilike(orders.orderNo, like), ilike(workOrders.workNo, like));
}

export async function workOrderSummaries(db: Db, rows: WorkOrderRow[], lang: Lang): Promise<WorkOrderSummary[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((r) => r.orderId);
  const orderRows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const items = await db
    .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  const storeRows = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(inArray(stores.id, [...new Set(rows.map((r) => r.storeId))]));
  const peopleIds = [...new Set(rows.flatMap((r) => [r.technicianId, r.salesId]).filter((v): v is number => !!v))];
  const people =
    peopleIds.length > 0
      ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, peopleIds))
      : [];
  const openComplaints = await db
    .select({ orderId: complaints.orderId, n: count() })
    .from(complaints)
    .where(and(inArray(complaints.orderId, orderIds), inArray(complaints.status, [...OPEN_COMPLAINT])))
    .groupBy(complaints.orderId);
  return rows.map((wo) => {
    const order = orderRows.find((o) => o.id === wo.orderId);
    const own = items.filter((i) => i.orderId === wo.orderId);
    const nameOf = (id: number | null) => (id === null ? null : (people.find((p) => p.id === id)?.name ?? null));
    return {
      id: wo.id,
      workNo: wo.workNo,
      status: wo.status as WorkOrderStatus,
      orderId: wo.orderId,
      orderNo: order?.orderNo ?? '',
      orderStatus: (order?.status ?? 'upcoming') as OrderStatus,
      storeId: wo.storeId,
      storeName: storeRows.find((s) => s.id === wo.storeId)?.name ?? '',
      plate: order?.plate ?? '',
      vehicleModel: order?.vehicleModel ?? '',
      appointmentDate: order?.appointmentDate ?? null,
      appointmentSlot: order?.appointmentSlot ?? null,
      customerName: order?.customerName ?? '',
      customerPhone: order?.customerPhone ?? '',
      itemCount: own.reduce((n, i) => n + i.quantity, 0),
      lineCount: own.length,
      firstItemName: own[0] ? pick(own[0].name, lang) : '',
      technicianId: wo.technicianId,
      technicianName: nameOf(wo.technicianId),
      salesId: wo.salesId,
      salesName: nameOf(wo.salesId),
      rejectReason: wo.rejectReason,
      openComplaints: openComplaints.find((c) => c.orderId === wo.orderId)?.n ?? 0,
      createdAt: wo.createdAt.toISOString(),
      updatedAt: wo.updatedAt.toISOString(),
    };
  });
}

/** The order's car as the catalogue's calls take it, the way quoting checks fitment (orderCar). */
async function carRefOf(db: Db, order: Parameters<typeof orderCar>[1] | undefined) {
  const car = order ? await orderCar(db, order) : null;
  return car?.spec ? { specId: car.spec.id, year: car.year } : null;
}

export async function workOrderDetail(
  db: Db,
  media: MediaConfig,
  user: SessionUser,
  wo: WorkOrderRow,
  lang: Lang,
  now: Date,
  toComplaint: (row: typeof complaints.$inferSelect, orderNo: string) => Complaint,
): Promise<WorkOrderDetail> {
  const [summary] = await workOrderSummaries(db, [wo], lang);
  if (!summary) throw new Error('work order summary missing');
  const image = (id: string | null | undefined): ImageRef | null =>
    id ? { id, url: signedMediaUrl(media, id, now) } : null;
  const [order] = await db.select().from(orders).where(eq(orders.id, wo.orderId));
  const items = await db
    .select({ item: orderItems, category: products.category })
    .from(orderItems)
    // labour alone (extra work) has no product
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, wo.orderId))
    .orderBy(asc(orderItems.id));
  const handovers = await db
    .select()
    .from(vehicleHandovers)
    .where(eq(vehicleHandovers.workOrderId, wo.id))
    .orderBy(asc(vehicleHandovers.id));
  const handover = handovers.find((h) => h.kind === 'handover') ?? null;
  const signoffs = await signoffsOf(db, wo.id);
  const reworkRows = await db
    .select({ rework: reworks, by: users.name })
    .from(reworks)
    .leftJoin(users, eq(users.id, reworks.createdBy))
    .where(eq(reworks.workOrderId, wo.id))
    .orderBy(asc(reworks.id));
  const complaintRows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.orderId, wo.orderId))
    .orderBy(desc(complaints.id));
  const facts = await workOrderFacts(db, wo.id);
  const state = { status: wo.status as WorkOrderStatus, facts };
  return {
    ...summary,
    orderType: order?.orderType ?? 'install',
    orderRemarks: order?.remarks ?? '',
    items: items.map(({ item, category }) => ({
      orderItemId: item.id,
      productId: item.productId,
      name: pick(item.name, lang),
      category: category ?? 'labour',
      quantity: item.quantity,
      size: item.size,
      colour: item.colour,
    })),
    tintJob: await isTintJob(db, wo.orderId),
    handover: handover
      ? {
          photos: Object.fromEntries(handoverSlots.map((slot) => [slot, image(handover.photos[slot])])) as Record<
            (typeof handoverSlots)[number],
            ImageRef | null
          >,
          groupPhoto: image(handover.groupPhoto),
          remarks: handover.remarks,
          unexpectedSituation: handover.unexpectedSituation,
          unexpectedImages: handover.unexpectedImages.map((id) => ({ id, url: signedMediaUrl(media, id, now) })),
          cameEarlyFor: handover.cameEarlyFor,
          mileageKm: handover.mileageKm,
          fuelQuarters: handover.fuelQuarters,
          damage: damageOf(handover.damage),
          customerSignature: image(handover.customerSignature),
          customerSignerName: handover.customerSignerName ?? '',
          updatedAt: wo.updatedAt.toISOString(),
        }
      : null,
    progress: {
      estimatedCompletionAt: wo.estimatedCompletionAt?.toISOString() ?? null,
      expectedDeliveryDate: wo.expectedDeliveryDate,
      oldFilmRemoved: wo.oldFilmRemoved,
      oldFilmQuantity: wo.oldFilmQuantity,
      oldFilmImage: image(wo.oldFilmImage),
      remarks: wo.remarks,
    },
    signoffs: signoffs.map(({ signoff, item }) => ({
      id: signoff.id,
      orderItemId: item.id,
      productName: pick(item.name, lang),
      quantity: item.quantity,
      status: signoff.status,
      signerName: signoff.signerName,
      signature: image(signoff.signatureImage),
      signedAt: signoff.signedAt?.toISOString() ?? null,
    })),
    returns: handovers
      .filter((h) => h.kind === 'return')
      .map((h) => ({
        photos: Object.values(h.photos).map((id) => ({ id, url: signedMediaUrl(media, id, now) })),
        remarks: h.remarks,
        createdAt: h.createdAt.toISOString(),
      })),
    reworks: reworkRows.map(({ rework, by }) => ({
      id: rework.id,
      reason: rework.reason,
      description: rework.description,
      complaintId: rework.complaintId,
      createdBy: by,
      createdAt: rework.createdAt.toISOString(),
    })),
    complaints: complaintRows.map((c) => toComplaint(c, order?.orderNo ?? '')),
    cmsOrderNo: order?.cmsOrderNo ?? null,
    arrivalRemarks: order?.arrivalRemarks ?? '',
    facts,
    car: await carRefOf(db, order),
    extraWork: await extraWorkOf(db, media, wo, lang, now),
    actions: workOrderActions(user.role, wo.technicianId === null || wo.technicianId === user.id, state),
  };
}
