import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import { formatRM } from '../../../src/shared/lib/format';
import type { Db } from '../../db/client';
import {
  extraCharges,
  findingLines,
  findings,
  orderItems,
  orders,
  workOrders,
  workOrderSignoffs,
  type payments,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { localize } from '../../i18n/text-catalogue';
import { notify } from '../../inbox/notify';
import { recordEvent, type OrderRow } from '../../orders/orders.service';
import { issueReceipt } from '../../receipts/issue';
import { releaseStock } from './extra-work.queries';

type PaymentRow = typeof payments.$inferSelect;

/**
 * The row locks a charge's payment verdict takes before the order's: its work order first, as
 * every path that changes a work order and its order takes them (docs/architecture.md#counted),
 * since paying adds sign-offs to the work order.
 */
export async function lockWorkOrderOfCharge(db: Db, chargeId: number) {
  await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(
      sql`${workOrders.id} = (select ${extraCharges.workOrderId} from ${extraCharges} where ${extraCharges.id} = ${chargeId})`,
    )
    .for('update');
}

/**
 * A verified paid verdict of a charge's payment, in the verdict's transaction (payment.service.ts),
 * with the order locked. While the charge waits for payment it is paid now: its lines become the
 * order's items at their quoted prices (each to be signed off before the car is handed back), the
 * order's totals grow by the charge, and the payment gets a receipt listing those lines. Answers
 * false when the charge no longer waits (paid by another payment, or cancelled at hand-back): the
 * caller then records the money to go back.
 */
export async function settleExtraCharge(db: Db, order: OrderRow, payment: PaymentRow, now: Date): Promise<boolean> {
  if (payment.extraChargeId === null) return false;
  const [charge] = await db
    .select()
    .from(extraCharges)
    .where(and(eq(extraCharges.id, payment.extraChargeId), eq(extraCharges.orderId, order.id)))
    .for('update');
  if (!charge || charge.status !== 'unpaid' || charge.amountSen !== payment.amountSen) return false;
  const lines = await db
    .select()
    .from(findingLines)
    .where(eq(findingLines.chargeId, charge.id))
    .orderBy(asc(findingLines.id));
  const [wo] = await db.select().from(workOrders).where(eq(workOrders.id, charge.workOrderId));
  const itemIds: number[] = [];
  for (const line of lines) {
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId: line.productId,
        sku: line.sku,
        name: line.name,
        priceSen: line.unitPriceSen,
        labourSen: line.unitLabourSen,
        quantity: line.quantity,
        size: line.size,
        colour: line.colour,
      })
      .returning({ id: orderItems.id });
    if (!item) throw new AppError(ResultCode.internal, 'internal');
    itemIds.push(item.id);
    await db.update(findingLines).set({ status: 'paid', orderItemId: item.id }).where(eq(findingLines.id, line.id));
  }
  // the work is signed off like the order's own items: delivery waits for these signatures too
  if (wo && wo.status !== 'cancelled' && itemIds.length > 0) {
    await db.insert(workOrderSignoffs).values(itemIds.map((orderItemId) => ({ workOrderId: wo.id, orderItemId })));
  }
  await db
    .update(extraCharges)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(eq(extraCharges.id, charge.id));
  const [raised] = await db
    .update(orders)
    .set({
      totalSen: sql`${orders.totalSen} + ${charge.partsSen}`,
      serviceFeeSen: sql`${orders.serviceFeeSen} + ${charge.labourSen}`,
      serviceTaxSen: sql`${orders.serviceTaxSen} + ${charge.serviceTaxSen}`,
      actualPaySen: sql`${orders.actualPaySen} + ${charge.amountSen}`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  // numbered in this transaction: the receipt exists exactly when the payment does (decision 023)
  await issueReceipt(db, raised ?? order, payment, now, {
    chargeId: charge.id,
    itemIds,
    subtotalSen: charge.partsSen + charge.labourSen,
    serviceTaxSen: charge.serviceTaxSen,
    totalSen: charge.amountSen,
  });
  await notify(db, order.userId, {
    kind: 'payment',
    title: localize('inboxExtraPaidTitle'),
    content: localize('inboxExtraPaidBody', {
      orderNo: order.orderNo,
      amount: (lang) => formatRM(charge.amountSen, lang),
    }),
    refType: 'order',
    refId: order.id,
  });
  await recordEvent(db, order.id, 'extraWorkPaid', payment.method ?? '');
  return true;
}

/**
 * The car is handed back (or its work order cancelled with the order): quoted lines nobody decided
 * expire, and charges still unpaid are cancelled with their lines, their units going back to stock.
 * A payment of a cancelled charge that still arrives is refunded (payment.service.ts). Called with
 * the work order and its order locked.
 */
export async function closeExtraWork(db: Db, workOrderId: number, now: Date) {
  const ofWorkOrder = inArray(
    findingLines.findingId,
    db.select({ id: findings.id }).from(findings).where(eq(findings.workOrderId, workOrderId)),
  );
  await db
    .update(findingLines)
    .set({ status: 'expired', closedAt: now })
    .where(and(ofWorkOrder, eq(findingLines.status, 'pending')));
  const unpaid = await db
    .select({ id: extraCharges.id })
    .from(extraCharges)
    .where(and(eq(extraCharges.workOrderId, workOrderId), eq(extraCharges.status, 'unpaid')))
    .orderBy(asc(extraCharges.id))
    .for('update');
  if (unpaid.length === 0) return;
  const ids = unpaid.map((c) => c.id);
  const lines = await db
    .update(findingLines)
    .set({ status: 'cancelled', closedAt: now })
    .where(and(inArray(findingLines.chargeId, ids), eq(findingLines.status, 'approved')))
    .returning();
  const [workshop] = await db
    .select({ storeId: workOrders.storeId })
    .from(workOrders)
    .where(eq(workOrders.id, workOrderId));
  if (workshop) await releaseStock(db, workshop.storeId, lines);
  await db
    .update(extraCharges)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(inArray(extraCharges.id, ids));
}
