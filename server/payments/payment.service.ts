import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { AppError } from '../http/errors';
import { notify } from '../inbox/notify';
import { expireOrder, recordEvent, transition, type OrderRow } from '../orders/orders.service';
import { createWorkOrderForPaidOrder } from '../staff/work-orders/lifecycle';
import { recordGatewayRefund } from './refund-dispatch';
import { formatRM } from '../../src/shared/lib/format';

export type PaymentRow = typeof payments.$inferSelect;

/** Opens a payment attempt for an unpaid order; earlier open attempts are voided. */
export async function startPayment(db: Db, order: OrderRow, provider: string, now: Date) {
  if (order.status !== 'unpaid') {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
      thing: { en: 'order', ms: 'pesanan', zh: '订单' },
      state: order.status,
    });
  }
  if (order.expiresAt && order.expiresAt <= now) throw new AppError(ResultCode.illegalTransition, 'paymentExpired');
  await db
    .update(payments)
    .set({ status: 'void', updatedAt: now })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
  const reference = `PAY${randomBytes(8).toString('hex').toUpperCase()}`;
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider,
      reference,
      amountSen: order.actualPaySen,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  if (!payment) throw new AppError(ResultCode.internal, 'internal');
  await db.update(orders).set({ payStatus: 'pendingPayment', updatedAt: now }).where(eq(orders.id, order.id));
  return payment;
}

export async function latestPayment(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export interface CallbackResult {
  reference: string;
  status: 'paid' | 'failed';
  method: string;
  amountSen: number;
}

/** Payment statuses after which the money is the shop's (or on its way back): a repeat changes nothing. */
const MONEY_TAKEN: readonly string[] = ['paid', 'refundDue', 'refunded'];
/** Attempts a failure may still close: nothing was taken yet. */
const NO_MONEY_YET: readonly string[] = ['pending', 'void', 'cancelled'];

/**
 * Applies the gateway's verdict (the state machine of docs/decisions/012). Money always ends as a
 * paid order or a refund: a paid verdict pays the order while it is unpaid and within its payment
 * time, whatever the attempt said before (cancelled, failed, replaced), and otherwise the money is
 * recorded to go back. Repeats change nothing. The gateway is never called from here: a refund is
 * recorded, and sent once this transaction committed.
 */
export async function applyCallback(
  db: Db,
  result: CallbackResult,
  now: Date,
): Promise<'applied' | 'replayed' | 'refunded'> {
  // the order first, then its payment: the order in which every other path locks them
  const [found] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.reference, result.reference));
  if (!found)
    throw new AppError(ResultCode.notFound, 'notFound', { thing: { en: 'Payment', ms: 'Pembayaran', zh: '支付' } });
  let [order] = await db.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [payment] = await db.select().from(payments).where(eq(payments.reference, result.reference)).for('update');
  if (!order || !payment) throw new AppError(ResultCode.internal, 'internal');
  if (result.amountSen !== payment.amountSen)
    throw new AppError(ResultCode.validation, 'fieldInvalid', { field: 'amountSen' });

  if (result.status === 'failed') {
    // a failure never undoes money received
    if (!NO_MONEY_YET.includes(payment.status)) return 'replayed';
    await db
      .update(payments)
      .set({ status: 'failed', method: result.method, callback: result, updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (order.status === 'unpaid')
      await db.update(orders).set({ payStatus: 'pendingPayment', updatedAt: now }).where(eq(orders.id, order.id));
    await recordEvent(db, order.id, 'paymentFailed', result.method);
    return 'applied';
  }

  if (MONEY_TAKEN.includes(payment.status)) return 'replayed';
  // past its payment time an order no longer holds its place and stock: close it, then return the money
  if (order.status === 'unpaid' && order.expiresAt && order.expiresAt <= now) {
    await expireOrder(db, order);
    [order] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (!order) throw new AppError(ResultCode.internal, 'internal');
  }
  if (order.status !== 'unpaid') {
    await db
      .update(payments)
      .set({ method: result.method, callback: result, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await recordGatewayRefund(db, { paymentId: payment.id, amountSen: payment.amountSen, reason: 'latePayment' });
    await recordEvent(db, order.id, 'latePaymentRefunding', payment.reference);
    return 'refunded';
  }
  await db
    .update(payments)
    .set({ status: 'paid', method: result.method, callback: result, updatedAt: now })
    .where(eq(payments.id, payment.id));
  const pickupCode = order.orderType === 'pickup' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  await transition(db, order, 'pay', { payStatus: 'paid', paidAt: now, expiresAt: null, pickupCode }, result.method);
  // an installation order now waits for a technician of its workshop (issue 7)
  await createWorkOrderForPaidOrder(db, order, now);
  await notify(db, order.userId, {
    kind: 'payment',
    title: { en: 'Payment received', ms: 'Pembayaran diterima', zh: '付款成功' },
    content: {
      en: `We received ${formatRM(payment.amountSen, 'en')} for order ${order.orderNo}.`,
      ms: `Kami telah menerima ${formatRM(payment.amountSen, 'ms')} untuk pesanan ${order.orderNo}.`,
      zh: `订单 ${order.orderNo} 已收到付款 ${formatRM(payment.amountSen, 'zh')}。`,
    },
    refType: 'order',
    refId: order.id,
  });
  return 'applied';
}
