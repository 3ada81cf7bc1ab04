import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import { orders, payments } from '../db/schema';
import type { DbKind } from '../db/client';
import { startFakeStripe, type FakeStripe } from './fake-stripe/fake-stripe';
import { startTestServer, type Session } from './harness';
import { setupWorld, unpaidMailOrder as mailOrder, type World } from './staff-fixtures';
import { api } from '../../tests/support/api';

const secretKey = 'sk_test_roda_stripe_suite';
const webhookSecret = 'whsec_roda_stripe_suite';
export const STRIPE_WEBHOOK_PATH = '/pay/stripe/webhook';

/**
 * A server configured for Stripe, its real SDK pointed at a local fake of Stripe's API, and the
 * steps a customer takes to pay there (server/payments/stripe/*.test.ts).
 */
export async function startStripeWorld(kind: DbKind) {
  const stripe: FakeStripe = await startFakeStripe({ secretKey, webhookSecret });
  const server = await startTestServer(kind, {
    config: { paymentGateway: 'stripe', stripe: { secretKey, webhookSecret, apiUrl: stripe.url } },
  });
  stripe.webhookUrl = `${server.baseUrl}${STRIPE_WEBHOOK_PATH}`;
  const world: World = await setupWorld(server);

  const db = () => world.server.database.db;
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const paymentRow = async (reference: string) =>
    (await db().select().from(payments).where(eq(payments.reference, reference)))[0];
  const refundsAtStripe = (paymentIntent: string | null) =>
    [...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntent);

  const unpaidMailOrder = (customer: Session = world.customer) => mailOrder(world, customer);

  /** The app's pay call, then the browser at our start address: answers the attempt and its session. */
  async function checkout(orderId: number, method: 'card' | 'fpx' | 'grabpay' = 'card') {
    const param = await world.server.call(api.payParam, { orderId, method }, { session: world.customer });
    expect(param.body.code, param.body.msg).toBe(200);
    const start = await fetch(`${world.server.baseUrl}${param.body.data.paymentUrl}`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    const location = start.headers.get('location') ?? '';
    const session = [...stripe.sessions.values()].find((s) => s.url === location);
    if (!session) throw new Error(`no Checkout Session at ${location}`);
    return { ...param.body.data, session };
  }

  const completedEvent = (sessionId: string) => {
    const event = stripe.events.find(
      (e) => e.type === 'checkout.session.completed' && (e.data.object as Stripe.Checkout.Session).id === sessionId,
    );
    if (!event) throw new Error(`no completed event for ${sessionId}`);
    return event;
  };

  const payStatus = (orderId: number, reference: string) =>
    world.server.call(api.payStatusCall, { orderId, reference }, { session: world.customer });

  /** Pays at Stripe with the webhook held back; answers the event Stripe would have sent. */
  async function paidAtStripeSilently(orderId: number, method: 'card' | 'fpx' = 'card') {
    const started = await checkout(orderId, method);
    stripe.withholdWebhooks = true;
    try {
      stripe.pay(started.session.id);
    } finally {
      stripe.withholdWebhooks = false;
    }
    return { ...started, event: completedEvent(started.session.id) };
  }

  return {
    world,
    stripe,
    db,
    orderRow,
    paymentRow,
    refundsAtStripe,
    unpaidMailOrder,
    checkout,
    completedEvent,
    payStatus,
    paidAtStripeSilently,
    async close() {
      await server.close();
      await stripe.close();
    },
  };
}

export type StripeWorld = Awaited<ReturnType<typeof startStripeWorld>>;
