import type Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { gatewayEvents, gatewayRefunds, messages, orderEvents } from '../../db/schema';
import type { FakeStripe } from '../../testing/fake-stripe/fake-stripe';
import { describeOnPostgres } from '../../testing/harness';
import { customerOrder, type World } from '../../testing/staff-fixtures';
import { startStripeWorld, STRIPE_WEBHOOK_PATH, type StripeWorld } from '../../testing/stripe-world';
import { api } from '../../../tests/support/api';

const webhookPath = STRIPE_WEBHOOK_PATH;
const minutes = (n: number) => n * 60_000;

/**
 * Real money through Stripe (docs/decisions/020), with the real `stripe` SDK against a local fake
 * of its API on 127.0.0.1: every event once however often and however many at a time it comes,
 * states only forward, the browser's return never pays, reconciliation ends what no webhook did,
 * money after the order expired goes back exactly once, a failed refund becomes a person's task.
 * On PostgreSQL, where parallel deliveries really run in parallel.
 */
describeOnPostgres('Stripe payments under parallel and missing webhooks', (kind) => {
  let at: StripeWorld;
  let world: World;
  let stripe: FakeStripe;

  beforeAll(async () => {
    at = await startStripeWorld(kind);
    ({ world, stripe } = at);
  });
  afterAll(() => at.close());
  // the world exists once beforeAll ran: each step reads it then
  const db = () => at.db();
  const orderRow = (id: number) => at.orderRow(id);
  const paymentRow = (reference: string) => at.paymentRow(reference);
  const refundsAtStripe = (paymentIntent: string | null) => at.refundsAtStripe(paymentIntent);
  const unpaidMailOrder = () => at.unpaidMailOrder();
  const checkout = (orderId: number, method?: 'card' | 'fpx' | 'grabpay') => at.checkout(orderId, method);
  const payStatus = (orderId: number, reference: string) => at.payStatus(orderId, reference);
  const paidAtStripeSilently = (orderId: number, method?: 'card' | 'fpx') => at.paidAtStripeSilently(orderId, method);

  it('opens one Checkout Session per attempt, in MYR with the order in its metadata, however often the start is asked', async () => {
    const order = await unpaidMailOrder();
    const methods = await world.server.call(api.payMethods, {}, { session: world.customer });
    expect(methods.body.data).toEqual({ gateway: 'stripe', mode: 'test', methods: ['card', 'fpx', 'grabpay'] });
    // never a method it cannot take
    const wallet = await world.server.call(
      api.payParam,
      { orderId: order.id, method: 'tng' },
      { session: world.customer, language: 'ms_my' },
    );
    expect(wallet.body).toMatchObject({
      code: 1003,
      msg: 'Kaedah pembayaran ini tidak tersedia. Sila pilih yang lain',
    });
    const param = await world.server.call(
      api.payParam,
      { orderId: order.id, method: 'fpx' },
      { session: world.customer },
    );
    const starts = await Promise.all(
      Array.from({ length: 3 }, () =>
        fetch(`${world.server.baseUrl}${param.body.data.paymentUrl}`, { redirect: 'manual' }),
      ),
    );
    const locations = new Set(starts.map((s) => s.headers.get('location')));
    expect([...locations]).toHaveLength(1);
    const sessions = [...stripe.sessions.values()].filter((s) => s.client_reference_id === param.body.data.reference);
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(session).toMatchObject({
      currency: 'myr',
      amount_total: order.actualPaySen,
      allowed_payment_method_types: ['fpx'],
      metadata: { payment_reference: param.body.data.reference },
    });
    expect(session?.success_url).toContain(`/app/pages/pay/pay?orderId=${order.id}`);
    // Stripe keeps a session open at least 30 minutes: the order's own time is enforced by our sweep
    expect((session?.expires_at ?? 0) * 1000).toBeGreaterThanOrEqual(Date.now() + minutes(30));
    const posts = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(new Set(posts.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('applies one event delivered five times at once exactly once', async () => {
    const order = await unpaidMailOrder();
    const { reference, event } = await paidAtStripeSilently(order.id);
    expect((await orderRow(order.id))?.status).toBe('unpaid');
    const statuses = await stripe.deliver(event, { times: 5 });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pendingReceipt', payStatus: 'paid' });
    expect((await paymentRow(reference))?.status).toBe('paid');
    const paidEvents = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(paidEvents.filter((e) => e.status === 'pendingReceipt')).toHaveLength(1);
    const stored = await db().select().from(gatewayEvents).where(eq(gatewayEvents.eventId, event.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.outcome).toBe('applied');
    const notices = await db()
      .select()
      .from(messages)
      .where(
        and(eq(messages.userId, world.customer.userId), eq(messages.refId, order.id), eq(messages.kind, 'payment')),
      );
    expect(notices).toHaveLength(1);
  });

  it('keeps a paid order paid when a failure arrives after the money', async () => {
    const order = await unpaidMailOrder();
    const { session, event } = await paidAtStripeSilently(order.id);
    expect(await stripe.deliver(event)).toEqual([200]);
    const failed = stripe.emit('checkout.session.async_payment_failed', {
      ...(stripe.sessions.get(session.id) as Stripe.Checkout.Session),
      payment_status: 'unpaid',
    });
    await stripe.idle();
    expect(stripe.deliveries.find((d) => d.eventId === failed.id)?.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pendingReceipt', payStatus: 'paid' });
  });

  it('is paid when the webhook comes before the browser returns; the return alone never pays', async () => {
    const order = await unpaidMailOrder();
    const { reference, session } = await checkout(order.id);
    expect((await payStatus(order.id, reference)).body.data.payStatus).toBe('waiting');
    stripe.pay(session.id);
    await stripe.idle();
    expect((await payStatus(order.id, reference)).body.data).toMatchObject({ payStatus: 'paid' });
  });

  it('ends a payment whose webhook never came through reconciliation, sooner once the payer is back', async () => {
    const order = await unpaidMailOrder();
    const { reference } = await paidAtStripeSilently(order.id);
    // nothing is asked before its time
    expect(await world.server.reconcilePayments(new Date())).toBe(0);
    expect((await payStatus(order.id, reference)).body.data.payStatus).toBe('waiting');
    const returned = await paymentRow(reference);
    expect(returned?.returnedAt).not.toBeNull();
    await world.server.reconcilePayments(new Date(Date.now() + 20_000));
    expect((await payStatus(order.id, reference)).body.data.payStatus).toBe('paid');
    // the fee and the method as charged are read from the balance transaction
    const paid = await paymentRow(reference);
    expect(paid?.method).toBe('card:visa');
    expect((paid?.feeSen ?? 0) + (paid?.netSen ?? 0)).toBe(paid?.amountSen);
  });

  it('cancels the checkout at Stripe first when an unpaid order expires', async () => {
    const order = await unpaidMailOrder();
    const { reference, session } = await checkout(order.id);
    const later = new Date(new Date(order.expiresAt).getTime() + 1000);
    await world.server.expireOverdueOrders(later);
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    // Stripe's own checkout.session.expired may hold the order's row while the sweep passes it by
    // (SKIP LOCKED, as several processes share the sweep): then the next pass closes it
    await stripe.idle();
    await world.server.expireOverdueOrders(later);
    expect(await paymentRow(reference)).toMatchObject({ status: 'expired', gatewayOpen: false });
    expect((await orderRow(order.id))?.status).toBe('cancelled');
  });

  it('returns money that arrived for an expired order exactly once, however its event comes', async () => {
    const order = await unpaidMailOrder();
    const { reference, event } = await paidAtStripeSilently(order.id, 'fpx');
    const later = new Date(new Date(order.expiresAt).getTime() + 1000);
    // the sweep asks Stripe to close the session; Stripe says it was paid: the order closes, the money goes back
    await world.server.expireOverdueOrders(later);
    const [late] = await Promise.all([stripe.deliver(event, { times: 5 }), world.server.sendDueRefunds()]);
    expect(late).toEqual([200, 200, 200, 200, 200]);
    await world.server.sendDueRefunds();
    const payment = await paymentRow(reference);
    expect((await orderRow(order.id))?.status).toBe('cancelled');
    expect(payment?.status).toBe('refunded');
    expect(refundsAtStripe(payment?.gatewayPaymentId ?? null)).toHaveLength(1);
    expect(refundsAtStripe(payment?.gatewayPaymentId ?? null)[0]?.amount).toBe(order.actualPaySen);
  });

  it('follows a refund Stripe takes days over, and makes a failed one a person’s task', async () => {
    const order = await unpaidMailOrder();
    const { reference, session } = await checkout(order.id, 'fpx');
    stripe.pay(session.id);
    await stripe.idle();
    expect((await orderRow(order.id))?.payStatus).toBe('paid');
    const asked = await world.server.call(
      api.refundRequest,
      { orderId: order.id, reason: 'Ordered the wrong camera', contact: '0123456789' },
      { session: world.customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    stripe.refundOutcome = 'pending';
    try {
      const approved = await world.server.call(
        api.staffRefundReview,
        { id: asked.body.data.id, approve: true, note: 'OK' },
        { session: world.company },
      );
      expect(approved.body.code, approved.body.msg).toBe(200);
    } finally {
      stripe.refundOutcome = 'succeeded';
    }
    await world.server.sendDueRefunds();
    const payment = await paymentRow(reference);
    const [atStripe] = refundsAtStripe(payment?.gatewayPaymentId ?? null);
    expect(atStripe?.status).toBe('pending');
    const sent = await customerOrder(world, order.id);
    expect(sent.payStatus).toBe('refunding');
    expect(sent.refund?.money).toMatchObject({ state: 'sent', destination: 'fpx' });
    expect(sent.refund?.money?.expectedBy).toBeTruthy();

    stripe.settleRefund(atStripe?.id ?? '', 'failed');
    await stripe.idle();
    const [row] = await db()
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.paymentId, payment?.id ?? 0));
    expect(row).toMatchObject({ status: 'failed' });
    const failed = await customerOrder(world, order.id);
    expect(failed.refund?.money?.state).toBe('failed');
    expect(failed.payStatus).toBe('refunding');
    // the failure delivered again changes nothing
    const failedEvent = stripe.events.filter((e) => e.type === 'refund.failed').at(-1) as Stripe.Event;
    expect(await stripe.deliver(failedEvent, { times: 3 })).toEqual([200, 200, 200]);
    expect(refundsAtStripe(payment?.gatewayPaymentId ?? null)).toHaveLength(1);
  });

  it('refuses forged, stale and unknown deliveries and changes nothing', async () => {
    const order = await unpaidMailOrder();
    const { reference, event } = await paidAtStripeSilently(order.id);
    const payload = JSON.stringify(event);
    const post = (header: string, body = payload) =>
      fetch(`${world.server.baseUrl}${webhookPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body,
      });
    expect((await post(stripe.signedHeader(payload, { secret: 'whsec_someone_else' }))).status).toBe(400);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await post(stripe.signedHeader(payload, { timestamp: tenMinutesAgo }))).status).toBe(400);
    expect((await post('')).status).toBe(400);
    // larger than any event: not read at all
    expect((await post(stripe.signedHeader(payload), 'x'.repeat(2 * 1024 * 1024))).status).toBe(413);
    // a body changed after signing
    const signed = stripe.signedHeader(payload);
    expect((await post(signed, payload.replace(reference, 'PAYFORGED00000000'))).status).toBe(400);
    expect((await orderRow(order.id))?.status).toBe('unpaid');
    expect(await db().select().from(gatewayEvents).where(eq(gatewayEvents.eventId, event.id))).toHaveLength(0);
    // a signed event about a payment Roda does not know, and a type it does not need: 2xx, nothing changes
    const stranger = stripe.emit('checkout.session.completed', {
      ...(event.data.object as Stripe.Checkout.Session),
      id: 'cs_test_stranger',
      client_reference_id: 'PAYNOTOURS0000000',
      metadata: {},
    });
    await stripe.idle();
    expect(stripe.deliveries.find((d) => d.eventId === stranger.id)?.status).toBe(200);
    // Stripe also sends what Roda does not need (payment_intent.succeeded, charge.succeeded): 2xx, so it stops retrying
    const noise = stripe.events.filter(
      (e) =>
        (e.type === 'payment_intent.succeeded' || e.type === 'charge.succeeded') &&
        (e.data.object as { metadata?: Record<string, string> }).metadata?.payment_reference === reference,
    );
    expect(noise.length).toBeGreaterThan(0);
    for (const sent of noise) expect(await stripe.deliver(sent)).toEqual([200]);
    expect((await orderRow(order.id))?.status).toBe('unpaid');
    // the genuine delivery, then the same bytes replayed within the tolerance: paid once
    const first = await post(signed);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'applied' });
    const replay = await post(signed);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect((await orderRow(order.id))?.payStatus).toBe('paid');
  });
});
