import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderStatus, Refund, RefundMoney, RefundStatus } from '../../src/shared/contract/orders';
import type { Db } from '../db/client';
import { gatewayRefunds, orders, payments, refunds, workOrders } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { localize, text, type TextKey, type TextParams } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import { notifyReviewers } from '../notifications/staff-notices';
import { nextStatus, REFUNDABLE } from '../orders/order-state';
import { ownOrder, transition, type OrderRow } from '../orders/orders.service';
import { cancelWorkOrderOfOrder } from '../staff/work-orders/lifecycle';
import { refundWorkingDays } from '../payments/gateway';
import { recordGatewayRefund } from '../payments/refund-dispatch';
import { addWorkingDays } from '../orders/working-days';
import { formatRM } from '../../src/shared/lib/format';

export const REFUND_REVIEW_WORKING_DAYS = 3;
const OPEN: RefundStatus[] = ['pendingReview', 'reviewed', 'processing'];
const REVOCABLE: RefundStatus[] = ['pendingReview', 'reviewed'];
const refundThing = text('thingRefund');

type RefundRow = typeof refunds.$inferSelect;

export function toRefund(row: RefundRow, amountSen: number, money: RefundMoney | null = null): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    reason: row.reason,
    contact: row.contact,
    status: row.status as RefundStatus,
    reviewNote: row.reviewNote,
    amountSen,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    canRevoke: REVOCABLE.includes(row.status as RefundStatus),
    money,
  };
}

const moneyState: Record<(typeof gatewayRefunds.$inferSelect)['status'], RefundMoney['state']> = {
  pending: 'sending',
  sent: 'sent',
  done: 'done',
  failed: 'failed',
  manual: 'manual',
};

/** Where the money of an approved refund request stands at the gateway, in the customer's terms. */
export async function refundMoneyOf(db: Db, refundId: number, now: Date): Promise<RefundMoney | null> {
  const [found] = await db
    .select({ refund: gatewayRefunds, method: payments.method })
    .from(gatewayRefunds)
    .innerJoin(payments, eq(payments.id, gatewayRefunds.paymentId))
    .where(eq(gatewayRefunds.refundId, refundId));
  if (!found) return null;
  const { refund, method } = found;
  const destination = (method ?? 'other').split(':')[0] ?? 'other';
  // a card refund the gateway took at once still takes the card network its days to arrive
  const expectedBy =
    refund.expectedBy ??
    (refund.status === 'done' ? addWorkingDays(refund.doneAt ?? now, refundWorkingDays(method)) : null);
  return {
    state: moneyState[refund.status],
    destination,
    expectedBy: expectedBy?.toISOString() ?? null,
    doneAt: refund.doneAt?.toISOString() ?? null,
    manualMethod: refund.manualMethod,
  };
}

export async function latestRefund(db: Db, orderId: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.id)).limit(1);
  return row ?? null;
}

/** The latest refund request of an order as the customer sees it (the order page). */
export async function refundOfOrder(db: Db, order: { id: number; actualPaySen: number }): Promise<Refund | null> {
  const row = await latestRefund(db, order.id);
  return row ? toRefund(row, order.actualPaySen, await refundMoneyOf(db, row.id, new Date())) : null;
}

const refundNote = (orderNo: string, body: TextKey, params: TextParams = {}) => ({
  title: localize('inboxRefundTitle'),
  content: localize(body, { orderNo, ...params }),
});

export async function requestRefund(db: Db, order: OrderRow, reason: string, contact: string, now: Date) {
  if (order.payStatus !== 'paid' || !REFUNDABLE.includes(order.status as never)) {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
      thing: text('wordOrder'),
      state: order.status,
    });
  }
  const open = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, OPEN)));
  if (open.length > 0) throw new AppError(ResultCode.conflict, 'refundExists');
  const [row] = await db
    .insert(refunds)
    .values({
      orderId: order.id,
      userId: order.userId,
      reason,
      contact,
      status: 'pendingReview',
      dueAt: addWorkingDays(now, REFUND_REVIEW_WORKING_DAYS),
      createdAt: now,
    })
    .returning();
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  await notify(db, order.userId, {
    kind: 'refund',
    ...refundNote(order.orderNo, 'inboxRefundRequestedBody'),
    refType: 'order',
    refId: order.id,
  });
  await notifyReviewers(db, order.storeId, 'inboxRefundReviewBody', { orderNo: order.orderNo });
  return row;
}

export async function revokeRefund(db: Db, userId: number, refundId: number, now: Date) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.userId, userId)))
    .for('update');
  if (!row) throw notFound(refundThing);
  if (!REVOCABLE.includes(row.status as RefundStatus)) {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: refundThing, state: row.status });
  }
  const [updated] = await db
    .update(refunds)
    .set({ status: 'revoked', revokedAt: now, updatedAt: now })
    .where(eq(refunds.id, row.id))
    .returning();
  return updated ?? row;
}

/**
 * Locks a refund request for a decision, in the order every path takes row locks: work order,
 * order, then the refund (and later its payment). A caller that must read the state it decides on
 * (the back office's audit row) calls this first; locking again in the same transaction is free.
 */
export async function lockRefund(db: Db, refundId: number) {
  const [found] = await db.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
  if (!found) throw notFound(refundThing);
  await db.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.orderId, found.orderId)).for('update');
  const [order] = await db.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!order || !row) throw new AppError(ResultCode.internal, 'internal');
  return { order, row };
}

/**
 * A reviewer's verdict (docs/decisions/012). Approval is allowed only while the order has not been
 * served (the order state machine's 'refund' event); it moves the order to refunded, calls off the
 * work, and records the money to go back, which the gateway is asked for once this transaction has
 * committed. A verdict repeated (a double tap, a retry) answers the refund as it stands and pays
 * nothing twice. Rejection needs a reason the customer sees.
 */
export async function reviewRefund(
  db: Db,
  refundId: number,
  verdict: { approve: boolean; note: string; reviewerId: number },
  now: Date,
): Promise<RefundStatus> {
  const { order, row } = await lockRefund(db, refundId);
  const current = row.status as RefundStatus;
  if (verdict.approve && (current === 'processing' || current === 'completed')) return current;
  if (!verdict.approve && current === 'rejected') return current;
  if (current !== 'pendingReview') {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: refundThing, state: current });
  }
  if (!verdict.approve) {
    await db
      .update(refunds)
      .set({ status: 'rejected', reviewNote: verdict.note, reviewerId: verdict.reviewerId, updatedAt: now })
      .where(eq(refunds.id, row.id));
    await notify(db, order.userId, {
      kind: 'refund',
      ...refundNote(order.orderNo, 'inboxRefundRejectedBody', { note: verdict.note }),
      refType: 'order',
      refId: order.id,
    });
    return 'rejected';
  }
  // once the car is handed over the work has started: no refund through this path, nothing paid
  if (!nextStatus(order.orderType, order.status as OrderStatus, 'refund')) {
    throw new AppError(ResultCode.illegalTransition, 'refundWorkStarted');
  }
  const [payment] = await db
    .select()
    .from(payments)
    // the order's own payment, not an extra-work charge's (charges are paid after the car is handed over)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid'), isNull(payments.extraChargeId)))
    .limit(1)
    .for('update');
  await db
    .update(refunds)
    .set({
      status: payment ? 'processing' : 'completed',
      reviewNote: verdict.note,
      reviewerId: verdict.reviewerId,
      updatedAt: now,
    })
    .where(eq(refunds.id, row.id));
  await transition(
    db,
    order,
    'refund',
    { payStatus: payment ? 'refunding' : 'refunded' },
    'refund',
    verdict.reviewerId,
  );
  // the work it would have needed is called off (docs/product.md#work-flow)
  await cancelWorkOrderOfOrder(db, order.id, now);
  if (payment) {
    await recordGatewayRefund(db, {
      paymentId: payment.id,
      amountSen: payment.amountSen,
      reason: 'customerRefund',
      refundId: row.id,
    });
  }
  await notify(db, order.userId, {
    kind: 'refund',
    ...refundNote(order.orderNo, 'inboxRefundApprovedBody', {
      amount: (lang) => formatRM(order.actualPaySen, lang),
    }),
    refType: 'order',
    refId: order.id,
  });
  return payment ? 'processing' : 'completed';
}

/** The customer asks for a refund of one of their paid orders. */
export async function requestOwnRefund(
  db: Db,
  userId: number,
  { orderId, reason, contact }: { orderId: number; reason: string; contact: string },
  now: Date,
): Promise<Refund> {
  const order = await ownOrder(db, userId, orderId, true);
  const row = await requestRefund(db, order, reason, contact, now);
  return toRefund(row, order.actualPaySen);
}

/** The customer takes back their refund request while it waits for review. */
export async function revokeOwnRefund(db: Db, userId: number, refundId: number, now: Date): Promise<Refund> {
  const row = await revokeRefund(db, userId, refundId, now);
  const order = await ownOrder(db, userId, row.orderId);
  return toRefund(row, order.actualPaySen);
}

/** The latest refund request of one of the customer's orders. */
export async function findOwnRefund(db: Db, userId: number, orderId: number): Promise<Refund | null> {
  return refundOfOrder(db, await ownOrder(db, userId, orderId));
}
