import { and, desc, eq } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PaymentMethod } from '../../src/shared/contract/orders';
import type { Db } from '../db/client';
import { extraCharges, payments, workOrders } from '../db/schema';
import { AppError, notFound, refuse } from '../http/errors';
import type { Lang } from '../i18n/language';
import { text } from '../i18n/text-catalogue';
import { ownOrder, recordEvent, type OrderRow } from '../orders/orders.service';
import { settleExtraCharge } from '../staff/extra-work/charges.service';
import { chargePayable } from '../staff/extra-work/extra-work-view';
import type { PaymentGateway } from './gateway';
import { recordPaymentAttempt, startPath } from './payment-attempt';
import { recordGatewayRefund } from './refund-dispatch';

/*
 * Paying an extra-work charge (server/staff/extra-work) through the gateway: an attempt is a payment
 * row of the (already paid) order with `extra_charge_id`, recorded before the gateway is asked and
 * then opened, fetched, cancelled and settled by the same machinery as the order's own
 * (checkout-start.ts, reconcile.ts, applyCheckoutVerdict), whose rules it follows (decision 020).
 */

type PaymentRow = typeof payments.$inferSelect;

async function ownCharge(db: Db, userId: number, orderId: number, chargeId: number) {
  const order = await ownOrder(db, userId, orderId, true);
  const [charge] = await db
    .select()
    .from(extraCharges)
    .where(and(eq(extraCharges.id, chargeId), eq(extraCharges.orderId, order.id)))
    .for('update');
  if (!charge) throw notFound(text('thingExtraCharge'));
  return { order, charge };
}

/**
 * Opens a payment attempt of an unpaid charge of the customer's order, once the car is in service
 * (before, the whole order may still be refunded), as the order's own is opened (./payment-attempt.ts).
 */
export async function payExtraCharge(
  db: Db,
  userId: number,
  input: { orderId: number; chargeId: number; method?: PaymentMethod | undefined },
  gateway: Pick<PaymentGateway, 'name' | 'methods'>,
  { now, lang }: { now: Date; lang: Lang },
) {
  if (input.method && !gateway.methods.includes(input.method)) {
    return refuse(ResultCode.validation, 'paymentMethodUnavailable');
  }
  const { order, charge } = await ownCharge(db, userId, input.orderId, input.chargeId);
  if (charge.status !== 'unpaid') throw new AppError(ResultCode.illegalTransition, 'extraChargeNotPayable');
  const [wo] = await db
    .select({ status: workOrders.status })
    .from(workOrders)
    .where(eq(workOrders.id, charge.workOrderId));
  if (!wo || !chargePayable(wo.status)) throw new AppError(ResultCode.illegalTransition, 'extraPayNotYet');
  const payment = await recordPaymentAttempt(
    db,
    {
      orderId: order.id,
      extraChargeId: charge.id,
      provider: gateway.name,
      method: input.method ?? null,
      amountSen: charge.amountSen,
    },
    now,
  );
  return { reference: payment.reference, amountSen: payment.amountSen, paymentUrl: startPath(payment.reference, lang) };
}

/**
 * Where the payment of a charge stands, as the app asks on its return from the gateway (or on
 * cancel). The browser's return never pays: it only brings reconciliation's question forward.
 */
export async function extraChargePayStatus(
  db: Db,
  userId: number,
  input: { orderId: number; chargeId: number; reference?: string | undefined; cancelled?: boolean | undefined },
  now: Date,
) {
  const { order, charge } = await ownCharge(db, userId, input.orderId, input.chargeId);
  const [latest] = await db
    .select()
    .from(payments)
    .where(eq(payments.extraChargeId, charge.id))
    .orderBy(desc(payments.id))
    .limit(1);
  const current = latest && input.reference && latest.reference === input.reference ? latest : null;
  let payStatus: 'unpaid' | 'waiting' | 'paid' | 'cancelled' =
    charge.status === 'paid' ? 'paid' : charge.status === 'cancelled' ? 'cancelled' : 'unpaid';
  if (charge.status === 'unpaid' && latest?.status === 'pending') {
    if (input.cancelled) {
      // the checkout is closed at the gateway by the next reconciliation pass
      await db
        .update(payments)
        .set({ status: 'cancelled', nextCheckAt: now, updatedAt: now })
        .where(eq(payments.id, latest.id));
    } else if (current) {
      payStatus = 'waiting';
      if (!current.returnedAt) {
        await db
          .update(payments)
          .set({ returnedAt: now, nextCheckAt: now })
          .where(and(eq(payments.id, current.id), eq(payments.status, 'pending'), eq(payments.gatewayOpen, true)));
      }
    }
  }
  return {
    orderId: order.id,
    chargeId: charge.id,
    status: charge.status,
    payStatus,
    amountSen: charge.amountSen,
    paidAt: charge.paidAt?.toISOString() ?? null,
  };
}

/** Whether a charge's attempt is still wanted: the attempt waits and so does its charge. */
export async function chargeAttemptWanted(db: Db, payment: Pick<PaymentRow, 'status' | 'extraChargeId'>) {
  if (payment.status !== 'pending' || payment.extraChargeId === null) return false;
  const [charge] = await db
    .select({ status: extraCharges.status })
    .from(extraCharges)
    .where(eq(extraCharges.id, payment.extraChargeId));
  return charge?.status === 'unpaid';
}

/**
 * A paid verdict of a charge's attempt (called by applyCheckoutVerdict with the order and the
 * payment locked, the money not yet recorded): the charge is paid when it still waits; otherwise
 * (paid by another attempt, or cancelled when the car was handed back) the money goes back, once.
 */
export async function applyChargePaid(
  db: Db,
  order: OrderRow,
  payment: PaymentRow,
  taken: Partial<PaymentRow>,
  now: Date,
): Promise<'applied' | 'refunded'> {
  const paid = { ...payment, ...taken, status: 'paid' };
  if (await settleExtraCharge(db, order, paid, now)) {
    await db
      .update(payments)
      .set({ ...taken, status: 'paid' })
      .where(eq(payments.id, payment.id));
    return 'applied';
  }
  await db.update(payments).set(taken).where(eq(payments.id, payment.id));
  await recordGatewayRefund(db, { paymentId: payment.id, amountSen: payment.amountSen, reason: 'latePayment' });
  await recordEvent(db, order.id, 'latePaymentRefunding', payment.reference);
  return 'refunded';
}
