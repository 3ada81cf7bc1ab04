import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PaymentMethod, PayStatus } from '../../src/shared/contract/orders';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { AppError, refuse } from '../http/errors';
import { localize, text } from '../i18n/text-catalogue';
import { notify, withdrawNotices } from '../inbox/notify';
import { scheduleAppointmentReminders } from '../notifications/scheduler';
import {
  effectiveStatus,
  expireOrder,
  ownOrder,
  recordEvent,
  transition,
  type OrderRow,
} from '../orders/orders.service';
import { issueReceipt } from '../receipts/issue';
import { lockWorkOrderOfCharge } from '../staff/extra-work/charges.service';
import { createWorkOrderForPaidOrder } from '../staff/work-orders/lifecycle';
import type { Lang } from '../i18n/language';
import type { CheckoutVerdict, PaymentGateway } from './gateway';
import { applyChargePaid } from './charge-payment';
import { recordPaymentAttempt, startPath } from './payment-attempt';
import { recordGatewayRefund } from './refund-dispatch';
import { formatRM } from '../../src/shared/lib/format';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Records a payment attempt of an unpaid order: the intent, committed before the gateway is asked
 * for a checkout. Earlier attempts still waiting are void; one whose checkout is open at the
 * gateway is closed there by the next reconciliation pass (reconcile.ts), at once.
 */
export async function startPayment(
  db: Db,
  order: OrderRow,
  attempt: { provider: string; method: PaymentMethod | null },
  now: Date,
) {
  if (order.status !== 'unpaid') {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
      thing: text('wordOrder'),
      state: order.status,
    });
  }
  if (order.expiresAt && order.expiresAt <= now) throw new AppError(ResultCode.illegalTransition, 'paymentExpired');
  const payment = await recordPaymentAttempt(
    db,
    { orderId: order.id, extraChargeId: null, ...attempt, amountSen: order.actualPaySen },
    now,
  );
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

/** What applying a verdict did: 'unknown' (no such payment) and 'amountMismatch' change nothing. */
export type VerdictOutcome = 'applied' | 'replayed' | 'refunded' | 'unchanged' | 'unknown' | 'amountMismatch';

/** Payment statuses after which the money is the shop's (or on its way back): a repeat changes nothing. */
const MONEY_TAKEN: readonly string[] = ['paid', 'refundDue', 'refunded'];
/** Attempts a failure or an expiry may still close: nothing was taken yet. */
const NO_MONEY_YET: readonly string[] = ['pending', 'void', 'cancelled', 'failed', 'expired'];

/**
 * Applies what the gateway says of one checkout (the state machine of docs/decisions/020), from a
 * verified event, a status fetch or a cancel. States only move forward: money always ends as a
 * paid order or a refund; a paid verdict pays the order while it is unpaid and within its payment
 * time, whatever the attempt said before (cancelled, failed, replaced), and otherwise the money is
 * recorded to go back. A failure or expiry never undoes money received. The gateway is never called
 * from here: a refund is recorded, and sent once this transaction committed.
 */
export async function applyCheckoutVerdict(
  db: Db,
  reference: string,
  verdict: CheckoutVerdict,
  now: Date,
): Promise<VerdictOutcome> {
  // the order first, then its payment: the order in which every other path locks them
  const [found] = await db
    .select({ orderId: payments.orderId, extraChargeId: payments.extraChargeId })
    .from(payments)
    .where(eq(payments.reference, reference));
  if (!found) return 'unknown';
  // an extra-work charge's payment adds to its work order: that row first, as every path locks it
  if (found.extraChargeId !== null) await lockWorkOrderOfCharge(db, found.extraChargeId);
  let [order] = await db.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference)).for('update');
  if (!order || !payment) throw new AppError(ResultCode.internal, 'internal');

  if (verdict.state === 'open') return 'unchanged';

  if (verdict.state === 'expired') {
    if (!payment.gatewayOpen && payment.status !== 'pending') return 'replayed';
    await db
      .update(payments)
      .set({ status: payment.status === 'pending' ? 'expired' : payment.status, gatewayOpen: false, updatedAt: now })
      .where(eq(payments.id, payment.id));
    // the attempt the customer was on closed without money: they may pay again while the order waits
    if (payment.status === 'pending' && order.status === 'unpaid')
      await db.update(orders).set({ payStatus: 'pendingPayment', updatedAt: now }).where(eq(orders.id, order.id));
    return 'applied';
  }

  if (verdict.state === 'failed') {
    // a failure never undoes money received
    if (!NO_MONEY_YET.includes(payment.status) || payment.status === 'failed') return 'replayed';
    await db
      .update(payments)
      .set({ status: 'failed', method: verdict.method, callback: verdict, gatewayOpen: false, updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (order.status === 'unpaid')
      await db.update(orders).set({ payStatus: 'pendingPayment', updatedAt: now }).where(eq(orders.id, order.id));
    await recordEvent(db, order.id, 'paymentFailed', verdict.method);
    return 'applied';
  }

  if (verdict.amountSen !== payment.amountSen) return 'amountMismatch';
  if (MONEY_TAKEN.includes(payment.status)) return 'replayed';
  const taken = {
    method: verdict.method,
    callback: verdict,
    gatewayPaymentId: verdict.gatewayPaymentId,
    paidAt: verdict.paidAt,
    gatewayOpen: false,
    updatedAt: now,
  };
  // the money of an extra-work charge pays the charge, not the (already paid) order
  if (payment.extraChargeId !== null) return applyChargePaid(db, order, payment, taken, now);
  // past its payment time an order no longer holds its place and stock: close it, then return the money
  if (order.status === 'unpaid' && order.expiresAt && order.expiresAt <= now) {
    await expireOrder(db, order);
    [order] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (!order) throw new AppError(ResultCode.internal, 'internal');
  }
  if (order.status !== 'unpaid') {
    await db.update(payments).set(taken).where(eq(payments.id, payment.id));
    await recordGatewayRefund(db, { paymentId: payment.id, amountSen: payment.amountSen, reason: 'latePayment' });
    await recordEvent(db, order.id, 'latePaymentRefunding', payment.reference);
    return 'refunded';
  }
  await db
    .update(payments)
    .set({ ...taken, status: 'paid' })
    .where(eq(payments.id, payment.id));
  const pickupCode = order.orderType === 'pickup' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  await transition(db, order, 'pay', { payStatus: 'paid', paidAt: now, expiresAt: null, pickupCode }, verdict.method);
  // numbered in this transaction: the receipt exists exactly when the payment does (decision 023)
  await issueReceipt(db, order, { ...payment, ...taken, status: 'paid' }, now);
  // an installation order now waits for a technician of its workshop (docs/product.md#work-order)
  await createWorkOrderForPaidOrder(db, order, now);
  // the day-before and two-hours-before reminders of its appointment (decision 019)
  if (order.orderType === 'install') await scheduleAppointmentReminders(db, order, now);
  // "order placed, waiting for payment" is no longer true: "payment received" takes its place
  await withdrawNotices(db, order.userId, 'order', 'order', order.id);
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
 * Opens a payment attempt of one of the customer's orders with the chosen method; an order past its
 * payment time is closed instead (its place and stock given back) and refused. The answer sends the
 * payer to our start address, which asks the gateway for the checkout once this is committed.
 */
export async function payParams(
  db: Db,
  userId: number,
  { orderId, method }: { orderId: number; method?: PaymentMethod | undefined },
  gateway: Pick<PaymentGateway, 'name' | 'methods'>,
  { now, lang }: { now: Date; lang: Lang },
) {
  if (method && !gateway.methods.includes(method)) {
    return refuse(ResultCode.validation, 'paymentMethodUnavailable');
  }
  const order = await ownOrder(db, userId, orderId, true);
  if (effectiveStatus(order, now) !== order.status) {
    // kept: the order is closed now, its place and stock given back
    await expireOrder(db, order);
    return refuse(ResultCode.illegalTransition, 'paymentExpired');
  }
  const payment = await startPayment(db, order, { provider: gateway.name, method: method ?? null }, now);
  return {
    reference: payment.reference,
    amountSen: payment.amountSen,
    paymentUrl: startPath(payment.reference, lang),
    expiresAt: order.expiresAt?.toISOString() ?? '',
  };
}

/**
 * Where the payment of an order stands, as the app asks on its return from the gateway (or on
 * cancel). The browser's return never pays anything: a return without a result only brings the
 * gateway's status fetch forward to reconciliation's next pass (reconcile.ts).
 */
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
  const current = payment && reference && payment.reference === reference ? payment : null;
  if (cancelled && order.status === 'unpaid' && payment?.status === 'pending') {
    // the checkout is closed at the gateway by the next reconciliation pass
    await db
      .update(payments)
      .set({ status: 'cancelled', nextCheckAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await db.update(orders).set({ payStatus: 'cancelled', updatedAt: now }).where(eq(orders.id, order.id));
    order = await ownOrder(db, userId, orderId);
  }
  let payStatus = order.payStatus as PayStatus;
  // back from the gateway before its event landed: the result is on its way
  if (order.status === 'unpaid' && current?.status === 'pending' && !cancelled) {
    payStatus = 'waiting';
    if (!current.returnedAt) {
      await db
        .update(payments)
        .set({ returnedAt: now, nextCheckAt: now })
        .where(and(eq(payments.id, current.id), eq(payments.status, 'pending'), eq(payments.gatewayOpen, true)));
    }
  }
  const status = effectiveStatus(order, now);
  if (status !== order.status) payStatus = 'cancelled';
  return {
    orderId: order.id,
    status,
    payStatus,
    paidAt: order.paidAt?.toISOString() ?? null,
    amountSen: order.actualPaySen,
    orderNo: order.orderNo,
  };
}

/** A payment by its reference, with its order's number and status (the start and sandbox pages). */
export async function paymentByReference(db: Db, reference: string) {
  const [row] = await db
    .select({ payment: payments, orderNo: orders.orderNo, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, reference));
  return row ?? null;
}
