import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

/** What the fake's own tests share: a fake per file, the real SDK pointed at it, and a usual Checkout request. */

export const SECRET_KEY = 'sk_test_fake_roda_0123456789abcdef';
export const WEBHOOK_SECRET = 'whsec_fake_roda_0123456789abcdef';
export const APP = 'http://127.0.0.1:5173';

export const now = () => Math.floor(Date.now() / 1000);

/** The real SDK, pointed at a fake on `port`. */
export function sdkFor(port: number, secretKey = SECRET_KEY): Stripe {
  return new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
}

/** A Checkout Session as Roda creates one: one FPX line of RM159.00, an hour to pay. */
export function checkoutParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    allowed_payment_method_types: ['fpx'],
    line_items: [
      {
        price_data: { currency: 'myr', unit_amount: 15900, product_data: { name: 'Brake pads (front)' } },
        quantity: 1,
      },
    ],
    success_url: `${APP}/pay/result?session={CHECKOUT_SESSION_ID}`,
    cancel_url: `${APP}/pay/result?result=cancelled`,
    client_reference_id: 'PAY-0001',
    metadata: { order_no: 'RD0001', payment_reference: 'PAY-0001' },
    payment_intent_data: { metadata: { order_no: 'RD0001' }, description: 'Roda order RD0001' },
    locale: 'en',
    expires_at: now() + 60 * 60,
    customer_email: 'aminah@example.my',
    ...overrides,
  };
}

export interface FakeStripeKit {
  readonly fake: FakeStripe;
  readonly stripe: Stripe;
  /** The events recorded since `from` (an index into fake.events), by type. */
  typesSince(from: number): string[];
  /** A session created through the SDK for one method and amount, then paid on the fake. */
  paidSession(
    method?: 'card' | 'fpx' | 'grabpay',
    amount?: number,
  ): Promise<{ session: Stripe.Checkout.Session; intentId: string }>;
}

/**
 * Starts a fake and an SDK client for the test file (beforeAll), puts the fake's switches back
 * after each test, and closes it after all. Read `fake` and `stripe` inside tests, not before.
 */
export function useFakeStripe(): FakeStripeKit {
  let started: { fake: FakeStripe; stripe: Stripe } | null = null;
  const running = () => {
    if (!started) throw new Error('the fake starts in beforeAll: use it inside a test or a later hook');
    return started;
  };

  beforeAll(async () => {
    const fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    started = { fake, stripe: sdkFor(fake.port) };
  });
  afterAll(async () => {
    await started?.fake.close();
  });
  afterEach(async () => {
    const { fake } = running();
    await fake.idle();
    fake.webhookUrl = null;
    fake.withholdWebhooks = false;
    fake.refundOutcome = 'succeeded';
    fake.down = false;
  });

  return {
    get fake() {
      return running().fake;
    },
    get stripe() {
      return running().stripe;
    },
    typesSince: (from) =>
      running()
        .fake.events.slice(from)
        .map((event) => event.type),
    async paidSession(method = 'fpx', amount = 15900) {
      const { fake, stripe } = running();
      const created = await stripe.checkout.sessions.create(
        checkoutParams({
          allowed_payment_method_types: [method],
          line_items: [
            { price_data: { currency: 'myr', unit_amount: amount, product_data: { name: 'Part' } }, quantity: 1 },
          ],
        }),
      );
      const session = fake.pay(created.id);
      if (typeof session.payment_intent !== 'string') throw new Error('a paid session names its PaymentIntent');
      return { session, intentId: session.payment_intent };
    },
  };
}
