import type Stripe from 'stripe';
import type { PaymentMethod } from '../../../src/shared/contract/orders';
import type { CheckoutStart } from '../gateway';

/** Stripe keeps a Checkout Session open at least 30 minutes and at most 24 hours. */
const MIN_OPEN_SECONDS = 30 * 60;
const MAX_OPEN_SECONDS = 24 * 3600;
/**
 * How long after its attempt was recorded a start may still reach Stripe: the session's times count
 * from the attempt, so they stay above Stripe's minimum for starts within this window (the app starts
 * at once; a later retry of an attempt whose start failed is refused and the payer tries again).
 */
const START_WINDOW_SECONDS = 10 * 60;
/** A margin for the clocks of the two sides. */
const CLOCK_MARGIN_SECONDS = 120;

/** Roda's three languages are Checkout's locale codes as they are (the type says so). */
const checkoutLocale = (lang: CheckoutStart['lang']): Stripe.Checkout.SessionCreateParams.Locale => lang;

/**
 * One Checkout Session for one payment attempt: MYR in sen, our reference as client_reference_id
 * and in the metadata of the session and its PaymentIntent (so every event finds the attempt), the
 * app's pay result route as where Stripe sends the payer back. The session stays open until the
 * order's payment time, or Stripe's minimum of 30 minutes; the expiry sweep closes it with the order.
 */
export function stripeCheckoutParams(
  input: CheckoutStart,
  offered: readonly PaymentMethod[],
): Stripe.Checkout.SessionCreateParams {
  // from the attempt, not the clock: the same attempt always asks the same (one idempotency key)
  const attemptSeconds = Math.floor(input.attemptAt.getTime() / 1000);
  const wanted = Math.floor(input.expiresAt.getTime() / 1000);
  const expiresAt = Math.min(
    Math.max(wanted, attemptSeconds + MIN_OPEN_SECONDS + START_WINDOW_SECONDS),
    attemptSeconds + MAX_OPEN_SECONDS - CLOCK_MARGIN_SECONDS,
  );
  const metadata = { payment_reference: input.reference, order_no: input.orderNo };
  const description = `Roda order ${input.orderNo}`;
  return {
    mode: 'payment',
    allowed_payment_method_types: input.method ? [input.method] : [...offered],
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'myr', unit_amount: input.amountSen, product_data: { name: description } },
      },
    ],
    client_reference_id: input.reference,
    metadata,
    payment_intent_data: { metadata, description },
    success_url: input.returnUrl,
    cancel_url: input.cancelUrl,
    locale: checkoutLocale(input.lang),
    expires_at: expiresAt,
  };
}
