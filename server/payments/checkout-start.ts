import { and, eq, isNull } from 'drizzle-orm';
import { paymentMethodSchema } from '../../src/shared/contract/orders';
import { payments } from '../db/schema';
import type { PaymentDeps } from './payment-deps';
import type { Lang } from '../i18n/language';
import { effectiveStatus } from '../orders/orders.service';
import { chargeAttemptWanted } from './charge-payment';
import { paymentByReference } from './payment.service';

/** How long after its start reconciliation first asks the gateway about an attempt with no event yet. */
export const FIRST_CHECK_MS = 10 * 60_000;

/** The app's pay result route, where the gateway sends the payer back (`chargeId`: an extra-work charge's). */
export function payResultPath(
  orderId: number,
  reference: string,
  result?: 'cancelled' | 'failed',
  chargeId?: number | null,
) {
  const query = new URLSearchParams({ orderId: String(orderId), reference });
  if (chargeId) query.set('chargeId', String(chargeId));
  if (result) query.set('result', result);
  return `/app/pages/pay/pay?${query.toString()}`;
}

/**
 * The payment page of the order (or of its extra-work charge), saying the gateway did not answer (the
 * app shows it beside the button).
 */
export function payAgainPath(orderId: number, chargeId?: number | null) {
  const query = new URLSearchParams({ orderId: String(orderId) });
  if (chargeId) query.set('chargeId', String(chargeId));
  query.set('problem', 'gateway');
  return `/app/pages-order/pay/OrderPay?${query.toString()}`;
}

export type StartAnswer = { redirect: string } | { notFound: true };

/**
 * GET /pay/start/<reference>: where the app sends the payer. The attempt was recorded and
 * committed by the pay call; here, outside any transaction, the gateway is asked for its checkout
 * with a key per attempt (a repeat, a double tap, a second process: the same checkout), the
 * checkout is recorded, and the payer is sent there. An attempt that is no longer wanted goes back
 * to the app's result page; a gateway that does not answer, back to the payment page to try again.
 */
export async function openCheckout(deps: PaymentDeps, reference: string, lang: Lang): Promise<StartAnswer> {
  const { db } = deps.database;
  const found = await paymentByReference(db, reference);
  if (!found) return { notFound: true };
  const { payment, order } = found;
  const now = new Date();
  const charge = payment.extraChargeId;
  const wanted =
    charge !== null
      ? await chargeAttemptWanted(db, payment)
      : payment.status === 'pending' && effectiveStatus(order, now) === 'unpaid';
  if (!wanted) return { redirect: payResultPath(order.id, reference, undefined, charge) };
  if (payment.checkoutUrl) return { redirect: payment.checkoutUrl };

  const base = deps.config.publicBaseUrl;
  const method = paymentMethodSchema.safeParse(payment.method);
  let checkout: { gatewayRef: string; checkoutUrl: string };
  try {
    checkout = await deps.payments.start({
      reference,
      orderNo: order.orderNo,
      amountSen: payment.amountSen,
      method: method.success ? method.data : null,
      lang,
      returnUrl: `${base}${payResultPath(order.id, reference, undefined, charge)}`,
      cancelUrl: `${base}${payResultPath(order.id, reference, 'cancelled', charge)}`,
      expiresAt: order.expiresAt ?? new Date(payment.createdAt.getTime() + 30 * 60_000),
      attemptAt: payment.createdAt,
      idempotencyKey: `checkout-${reference}`,
    });
  } catch (error) {
    deps.log.warn({ err: error, reference, gateway: deps.payments.name }, 'the gateway did not open a checkout');
    return { redirect: payAgainPath(order.id, charge) };
  }
  // the first process to record it wins; a parallel one got the same checkout from the gateway
  await db
    .update(payments)
    .set({
      gatewayRef: checkout.gatewayRef,
      checkoutUrl: checkout.checkoutUrl,
      gatewayOpen: true,
      nextCheckAt: new Date(Date.now() + FIRST_CHECK_MS),
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, payment.id), isNull(payments.gatewayRef)));
  return { redirect: checkout.checkoutUrl };
}
