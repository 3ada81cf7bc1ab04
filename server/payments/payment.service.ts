import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayStatus } from '../../src/shared/contract/orders';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { AppError, refuse } from '../http/errors';
import { localize, text } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import { scheduleAppointmentReminders } from '../notifications/scheduler';
import {
  effectiveStatus,
  expireOrder,
  ownOrder,
  recordEvent,
  transition,
  type OrderRow,
} from '../orders/orders.service';
import { createWorkOrderForPaidOrder } from '../staff/work-orders/lifecycle';
import { recordGatewayRefund } from './refund-dispatch';
import { formatRM } from '../../src/shared/lib/format';

export type PaymentRow = typeof payments.$inferSelect;

/** Opens a payment attempt for an unpaid order; earlier open attempts are voided. */
export async function startPayment(db: Db, order: OrderRow, provider: string, now: Date) {
  if (order.status !== 'unpaid') {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
      thing: text('wordOrder'),
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
  if (!found) throw new AppError(ResultCode.notFound, 'notFound', { thing: text('thingPayment') });
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
  // the day-before and two-hours-before reminders of its appointment (decision 019)
  if (order.orderType === 'install') await scheduleAppointmentReminders(db, order, now);
  await notify(db, order.userId, {
    kind: 'payment',
    title: localize('inboxPaymentReceivedTitle'),
    content: localize('inboxPaymentReceivedBody', {
      orderNo: order.orderNo,
      amount: (lang) => formatRM(payment.amountSen, lang),
    }),
    refType: 'order',
    refId: order.id,
  });
  return 'applied';
}

/**
 * Opens a payment of one of the customer's orders at the gateway; an order past its payment time is
 * closed instead (its place and stock given back) and refused.
 */
export async function payParams(
  db: Db,
  userId: number,
  orderId: number,
  gateway: { name: string; checkoutUrl: (reference: string) => string },
  now: Date,
) {
  const order = await ownOrder(db, userId, orderId, true);
  if (effectiveStatus(order, now) !== order.status) {
    // kept: the order is closed now, its place and stock given back
    await expireOrder(db, order);
    return refuse(ResultCode.illegalTransition, 'paymentExpired');
  }
  const payment = await startPayment(db, order, gateway.name, now);
  return {
    reference: payment.reference,
    amountSen: payment.amountSen,
    paymentUrl: gateway.checkoutUrl(payment.reference),
    expiresAt: order.expiresAt?.toISOString() ?? '',
  };
}

/** Where the payment of an order stands, as the app asks on its return from the gateway (or on cancel). */
export async function payStatusOf(
  db: Db,
  userId: number,
  {
    orderId,
    reference,
    cancelled,
  }: { orderId: number; reference?: string | undefined; cancelled?: boolean | undefined },
  now: Date,
) {
  let order = await ownOrder(db, userId, orderId, true);
  const payment = await latestPayment(db, order.id);
  if (cancelled && order.status === 'unpaid' && payment?.status === 'pending') {
    await db.update(payments).set({ status: 'cancelled', updatedAt: now }).where(eq(payments.id, payment.id));
    await db.update(orders).set({ payStatus: 'cancelled', updatedAt: now }).where(eq(orders.id, order.id));
    order = await ownOrder(db, userId, orderId);
  }
  let payStatus = order.payStatus as PayStatus;
  // back from the gateway before its callback landed: the result is on its way
  if (
    order.status === 'unpaid' &&
    reference &&
    payment?.reference === reference &&
    payment.status === 'pending' &&
    !cancelled
  ) {
    payStatus = 'waiting';
  }
  const status = effectiveStatus(order, now);
  if (status !== order.status) payStatus = 'cancelled';
  return {
    orderId: order.id,
    status,
    payStatus,
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** A payment by its reference, with its order's number (the sandbox gateway's pages). */
export async function paymentByReference(db: Db, reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) return null;
  const [order] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, payment.orderId));
  return { payment, orderNo: order?.orderNo ?? '' };
}

/** Applies a verified gateway callback in a transaction of its own. */
export function recordCallback(db: Db, result: CallbackResult, now: Date) {
  return db.transaction((tx) => applyCallback(tx as never, result, now));
}
