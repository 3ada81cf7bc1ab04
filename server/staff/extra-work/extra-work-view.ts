import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { ExtraCharge, ExtraLine, ExtraWork, FindingCategory } from '../../../src/shared/contract/orders';
import { nextWorkOrderStatus } from '../../../src/shared/contract/work-order-flow';
import type { WorkOrderStatus } from '../../../src/shared/contract/work-order-names';
import type { Db } from '../../db/client';
import { extraCharges, findingLines, findings, receipts, users } from '../../db/schema';
import { pick, type Lang } from '../../i18n/language';
import { ownOrder } from '../../orders/orders.service';
import { signedMediaUrl, type MediaConfig } from '../../uploads/media-url';
import { workOrderOfOrder, type LineRow, type WorkOrderRow } from './extra-work.queries';

/** Unpaid charges are paid once the car is in the workshop's hands (before, the order may still be refunded whole). */
const PAYABLE: readonly WorkOrderStatus[] = ['inService', 'pendingCollection'];
export const chargePayable = (status: string) => PAYABLE.includes(status as WorkOrderStatus);
export const extraDecidable = (status: string) =>
  nextWorkOrderStatus(status as WorkOrderStatus, 'decideExtraWork') !== null;

const noExtraWork: ExtraWork = { findings: [], charges: [], decidable: false, payable: false };

/**
 * The extra work found on a work order's car, as both the technician and the order's customer see
 * it: findings newest first with photos at signed addresses (for this answer only), each quoted line
 * with its prices as quoted, its decision and its charge, and the charges with their receipts.
 */
export async function extraWorkOf(
  db: Db,
  media: MediaConfig,
  wo: WorkOrderRow | null,
  lang: Lang,
  now: Date,
): Promise<ExtraWork> {
  if (!wo) return noExtraWork;
  const found = await db.select().from(findings).where(eq(findings.workOrderId, wo.id)).orderBy(desc(findings.id));
  const state = { decidable: extraDecidable(wo.status), payable: chargePayable(wo.status) };
  if (found.length === 0) return { ...noExtraWork, ...state };
  const lines = await db
    .select()
    .from(findingLines)
    .where(
      inArray(
        findingLines.findingId,
        found.map((f) => f.id),
      ),
    )
    .orderBy(asc(findingLines.id));
  const charges = await db
    .select()
    .from(extraCharges)
    .where(eq(extraCharges.workOrderId, wo.id))
    .orderBy(asc(extraCharges.id));
  const chargeReceipts =
    charges.length > 0
      ? await db
          .select({ id: receipts.id, chargeId: receipts.extraChargeId })
          .from(receipts)
          .where(
            inArray(
              receipts.extraChargeId,
              charges.map((c) => c.id),
            ),
          )
      : [];
  const peopleIds = [
    ...new Set([...found.map((f) => f.technicianId), ...lines.flatMap((l) => (l.decidedById ? [l.decidedById] : []))]),
  ];
  const people = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, peopleIds));
  const nameOf = (id: number | null) => people.find((p) => p.id === id)?.name ?? '';
  const line = (l: LineRow): ExtraLine => ({
    id: l.id,
    kind: l.kind,
    productId: l.productId,
    name: pick(l.name, lang),
    sku: l.sku,
    quantity: l.quantity,
    unitPriceSen: l.unitPriceSen,
    unitLabourSen: l.unitLabourSen,
    partsSen: l.partsSen,
    labourSen: l.labourSen,
    serviceTaxSen: l.serviceTaxSen,
    totalSen: l.totalSen,
    status: l.status,
    decision:
      l.decidedAt && l.decidedBy
        ? {
            // a line approved and then cancelled or paid was approved; an expired one was never decided
            outcome: l.status === 'declined' ? 'declined' : 'approved',
            at: l.decidedAt.toISOString(),
            by: l.decidedBy,
            staffName: l.decidedBy === 'staff' ? nameOf(l.decidedById) : null,
            personName: l.decidedPerson,
            reason: l.decidedReason,
          }
        : null,
    chargeId: l.chargeId,
    orderItemId: l.orderItemId,
    closedAt: l.closedAt?.toISOString() ?? null,
  });
  const charge = (c: (typeof charges)[number]): ExtraCharge => ({
    id: c.id,
    status: c.status,
    amountSen: c.amountSen,
    partsSen: c.partsSen,
    labourSen: c.labourSen,
    serviceTaxSen: c.serviceTaxSen,
    lineIds: lines.filter((l) => l.chargeId === c.id).map((l) => l.id),
    createdAt: c.createdAt.toISOString(),
    paidAt: c.paidAt?.toISOString() ?? null,
    cancelledAt: c.cancelledAt?.toISOString() ?? null,
    receiptId: chargeReceipts.find((r) => r.chargeId === c.id)?.id ?? null,
  });
  return {
    findings: found.map((f) => ({
      id: f.id,
      workOrderId: f.workOrderId,
      category: f.category as FindingCategory,
      item: f.item,
      condition: f.condition,
      note: f.note,
      photos: f.photos.map((id) => ({ id, url: signedMediaUrl(media, id, now) })),
      technicianName: nameOf(f.technicianId),
      createdAt: f.createdAt.toISOString(),
      lines: lines.filter((l) => l.findingId === f.id).map(line),
    })),
    charges: charges.map(charge),
    ...state,
  };
}

/** The extra work on the car of one of the customer's own orders (none for an order without work). */
export async function customerExtraWork(
  db: Db,
  media: MediaConfig,
  userId: number,
  orderId: number,
  lang: Lang,
  now: Date,
): Promise<ExtraWork> {
  const order = await ownOrder(db, userId, orderId);
  return extraWorkOf(db, media, await workOrderOfOrder(db, order.id), lang, now);
}
