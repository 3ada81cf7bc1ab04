import { and, desc, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Refund, RefundStatus } from '../../src/shared/contract/orders';
import type { Db } from '../db/client';
import { orders, payments, refunds, type Localized } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { notify } from '../messages/notify';
import { REFUNDABLE } from '../orders/order-state';
import { transition, type OrderRow } from '../orders/orders.service';
import { cancelWorkOrderOfOrder } from '../staff/work-orders.service';
import type { PaymentGateway } from '../payments/gateway';
import { addWorkingDays } from '../orders/working-days';

export const REFUND_REVIEW_WORKING_DAYS = 3;
const OPEN: RefundStatus[] = ['pendingReview', 'reviewed', 'processing'];
const REVOCABLE: RefundStatus[] = ['pendingReview', 'reviewed'];
const refundThing: Localized = { en: 'Refund request', ms: 'Permohonan bayaran balik', zh: '退款申请' };

type RefundRow = typeof refunds.$inferSelect;

export function toRefund(row: RefundRow, amountSen: number): Refund {
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
  };
}

export async function latestRefund(db: Db, orderId: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.id)).limit(1);
  return row ?? null;
}

const refundNote = (orderNo: string, what: Localized): { title: Localized; content: Localized } => ({
  title: { en: 'Refund update', ms: 'Kemas kini bayaran balik', zh: '退款进度' },
  content: {
    en: `Order ${orderNo}: ${what.en}`,
    ms: `Pesanan ${orderNo}: ${what.ms}`,
    zh: `订单 ${orderNo}：${what.zh}`,
  },
});

export async function requestRefund(db: Db, order: OrderRow, reason: string, contact: string, now: Date) {
  if (order.payStatus !== 'paid' || !REFUNDABLE.includes(order.status as never)) {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
      thing: { en: 'order', ms: 'pesanan', zh: '订单' },
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
    ...refundNote(order.orderNo, {
      en: 'your refund request is waiting for review (within 3 working days).',
      ms: 'permohonan bayaran balik anda menunggu semakan (dalam 3 hari bekerja).',
      zh: '退款申请待审核（3个工作日内）。',
    }),
    refType: 'order',
    refId: order.id,
  });
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
 * A reviewer's verdict. Approval sends the money back through the payment gateway and closes the
 * order as refunded (its slot is free again); rejection needs a reason the customer sees.
 */
export async function reviewRefund(
  db: Db,
  gateway: PaymentGateway,
  refundId: number,
  verdict: { approve: boolean; note: string; reviewerId: number },
  now: Date,
) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!row) throw notFound(refundThing);
  if (row.status !== 'pendingReview') {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: refundThing, state: row.status });
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
  if (!order) throw new AppError(ResultCode.internal, 'internal');
  if (!verdict.approve) {
    await db
      .update(refunds)
      .set({ status: 'rejected', reviewNote: verdict.note, reviewerId: verdict.reviewerId, updatedAt: now })
      .where(eq(refunds.id, row.id));
    await notify(db, order.userId, {
      kind: 'refund',
      ...refundNote(order.orderNo, {
        en: `refund rejected: ${verdict.note}`,
        ms: `bayaran balik ditolak: ${verdict.note}`,
        zh: `退款被拒绝：${verdict.note}`,
      }),
      refType: 'order',
      refId: order.id,
    });
    return 'rejected' as const;
  }
  await db
    .update(refunds)
    .set({ status: 'processing', reviewNote: verdict.note, reviewerId: verdict.reviewerId, updatedAt: now })
    .where(eq(refunds.id, row.id));
  await db.update(orders).set({ payStatus: 'refunding' }).where(eq(orders.id, order.id));
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
    .limit(1);
  if (payment) {
    await gateway.refund(payment.reference, payment.amountSen);
    await db.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
  }
  await transition(
    db,
    { ...order, payStatus: 'refunding' },
    'refund',
    { payStatus: 'refunded' },
    'refund',
    verdict.reviewerId,
  );
  // the work it would have needed is called off (issue 7)
  await cancelWorkOrderOfOrder(db, order.id, now);
  await db.update(refunds).set({ status: 'completed', updatedAt: now }).where(eq(refunds.id, row.id));
  await notify(db, order.userId, {
    kind: 'refund',
    ...refundNote(order.orderNo, {
      en: `RM ${(order.actualPaySen / 100).toFixed(2)} has been refunded.`,
      ms: `RM ${(order.actualPaySen / 100).toFixed(2)} telah dikembalikan.`,
      zh: `已退款 RM ${(order.actualPaySen / 100).toFixed(2)}。`,
    }),
    refType: 'order',
    refId: order.id,
  });
  return 'completed' as const;
}
