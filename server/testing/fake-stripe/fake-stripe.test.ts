import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { parseForm } from './form-body';

const SECRET_KEY = 'sk_test_fake_roda_0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_fake_roda_0123456789abcdef';
const APP = 'http://127.0.0.1:5173';

/** A webhook endpoint as an app has one: verifies each delivery with the SDK, 200 or 400. */
interface Receiver {
  url: string;
  received: { raw: string; header: string; event: Stripe.Event | null }[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers['stripe-signature'] ?? '');
      let event: Stripe.Event | null = null;
      try {
        event = Stripe.webhooks.constructEvent(raw, header, WEBHOOK_SECRET, 300);
      } catch {
        event = null;
      }
      received.push({ raw, header, event });
      response.writeHead(event ? 200 : 400, { 'content-type': 'text/plain' }).end(event ? 'ok' : 'bad signature');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pay/stripe/webhook`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const now = () => Math.floor(Date.now() / 1000);

function checkoutParams(
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

let fake: FakeStripe;
let stripe: Stripe;
let receiver: Receiver;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  stripe = new Stripe(SECRET_KEY, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    telemetry: false,
    maxNetworkRetries: 0,
  });
  receiver = await startReceiver();
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

afterEach(async () => {
  await fake.idle();
  fake.webhookUrl = null;
  fake.withholdWebhooks = false;
  fake.refundOutcome = 'succeeded';
  fake.down = false;
});

/** The events recorded since `from` (an index into fake.events), by type. */
const typesSince = (from: number) => fake.events.slice(from).map((event) => event.type);

async function paidSession(
  method: 'card' | 'fpx' | 'grabpay' = 'fpx',
  amount = 15900,
): Promise<{ session: Stripe.Checkout.Session; intentId: string }> {
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
}

describe('the form body parser', () => {
  it('reads nested keys into objects and arrays, as Stripe encodes them', () => {
    const form = parseForm(
      'line_items[0][price_data][unit_amount]=15900&line_items[0][quantity]=1&line_items[1][quantity]=2' +
        '&payment_method_types[0]=fpx&metadata[order_no]=RD%201&expand[]=a&expand[]=b.c&note=x+y',
    );
    expect(form).toEqual({
      line_items: [{ price_data: { unit_amount: '15900' }, quantity: '1' }, { quantity: '2' }],
      payment_method_types: ['fpx'],
      metadata: { order_no: 'RD 1' },
      expand: ['a', 'b.c'],
      note: 'x y',
    });
    // a key named __proto__ is data, not a way into Object.prototype
    const hostile = parseForm('__proto__[polluted]=yes');
    expect(Object.keys(hostile)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => parseForm('a=1&a[b]=2')).toThrow(/both a value and a hash/);
  });
});

describe('Checkout Sessions', () => {
  it('creates an open, unpaid session for each method, and retrieves it as it stands', async () => {
    for (const method of ['card', 'fpx', 'grabpay'] as const) {
      const session = await stripe.checkout.sessions.create(checkoutParams({ allowed_payment_method_types: [method] }));
      expect(session).toMatchObject({
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: 15900,
        currency: 'myr',
        livemode: false,
        payment_method_types: [method],
        allowed_payment_method_types: [method],
        client_reference_id: 'PAY-0001',
        metadata: { order_no: 'RD0001', payment_reference: 'PAY-0001' },
        customer_email: 'aminah@example.my',
        locale: 'en',
      });
      expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
      expect(session.url).toBe(`${fake.url}/c/pay/${session.id}`);
      const retrieved = await stripe.checkout.sessions.retrieve(session.id);
      expect({ ...retrieved, lastResponse: undefined }).toEqual({ ...session, lastResponse: undefined });
    }
    // what the SDK sent, as the fake read it
    const sent = fake.requests.find((entry) => entry.method === 'POST' && entry.path === '/v1/checkout/sessions');
    expect(sent).toMatchObject({
      stripeVersion: Stripe.API_VERSION,
      body: {
        line_items: [{ price_data: { unit_amount: '15900', product_data: { name: 'Brake pads (front)' } } }],
        payment_intent_data: { metadata: { order_no: 'RD0001' } },
      },
    });
    expect(sent?.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });

  it('offers the methods that take the currency when none or several are allowed', async () => {
    const all = await stripe.checkout.sessions.create(checkoutParams({ allowed_payment_method_types: undefined }));
    expect(all.payment_method_types).toEqual(['card', 'fpx', 'grabpay']);
    expect(all.allowed_payment_method_types).toBeNull();
    const dollars = await stripe.checkout.sessions.create(
      checkoutParams({
        allowed_payment_method_types: ['card', 'fpx'],
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 4000, product_data: { name: 'Part' } }, quantity: 1 },
        ],
      }),
    );
    expect(dollars.payment_method_types).toEqual(['card']);
  });

  it('takes payment_method_types only from API versions before 2026-09-30, where fpx needs myr', async () => {
    const post = (version: string, body: string) =>
      fetch(`${fake.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SECRET_KEY}`,
          'content-type': 'application/x-www-form-urlencoded',
          'stripe-version': version,
        },
        body,
      });
    const item =
      'mode=payment&line_items[0][price_data][unit_amount]=15900&line_items[0][quantity]=1' +
      '&line_items[0][price_data][product_data][name]=Part&success_url=http%3A%2F%2F127.0.0.1%2Fok';
    const old = await post(
      '2025-09-30.clover',
      `${item}&line_items[0][price_data][currency]=myr&payment_method_types[0]=fpx`,
    );
    expect(old.status).toBe(200);
    expect(await old.json()).toMatchObject({ payment_method_types: ['fpx'], allowed_payment_method_types: null });
    const wrongCurrency = await post(
      '2025-09-30.clover',
      `${item}&line_items[0][price_data][currency]=usd&payment_method_types[0]=fpx`,
    );
    expect(wrongCurrency.status).toBe(400);
    expect(await wrongCurrency.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'payment_method_types' },
    });
    const removed = await post(
      Stripe.API_VERSION,
      `${item}&line_items[0][price_data][currency]=myr&payment_method_types[0]=fpx`,
    );
    expect(removed.status).toBe(400);
    expect(await removed.json()).toMatchObject({
      error: { message: 'Received unknown parameter: payment_method_types', param: 'payment_method_types' },
    });
  });

  it('refuses an expires_at outside 30 minutes to 24 hours from now', async () => {
    for (const expiresAt of [now() + 29 * 60, now() + 25 * 60 * 60, now() - 60]) {
      const refused = await stripe.checkout.sessions.create(checkoutParams({ expires_at: expiresAt })).catch((e) => e);
      expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(refused).toMatchObject({ statusCode: 400, param: 'expires_at', type: 'StripeInvalidRequestError' });
    }
    const edge = await stripe.checkout.sessions.create(checkoutParams({ expires_at: now() + 31 * 60 }));
    expect(edge.status).toBe('open');
  });

  it('refuses what Stripe refuses: another mode, a missing line item, a bad locale, a tiny amount', async () => {
    const refusal = (params: Stripe.Checkout.SessionCreateParams) =>
      stripe.checkout.sessions.create(params).then(
        () => null,
        (error: Stripe.errors.StripeError) => ({ param: error.param, code: error.code, status: error.statusCode }),
      );
    expect(await refusal(checkoutParams({ mode: 'subscription' }))).toMatchObject({ param: 'mode', status: 400 });
    expect(await refusal(checkoutParams({ line_items: [] }))).toMatchObject({ param: 'line_items' });
    expect(await refusal(checkoutParams({ locale: 'xx' as Stripe.Checkout.SessionCreateParams.Locale }))).toMatchObject(
      { param: 'locale' },
    );
    expect(
      await refusal(
        checkoutParams({
          line_items: [
            { price_data: { currency: 'myr', unit_amount: 150, product_data: { name: 'Clip' } }, quantity: 1 },
          ],
        }),
      ),
    ).toMatchObject({ code: 'amount_too_small' });
  });

  it('replays an idempotent create, and refuses the key with other parameters', async () => {
    const key = `checkout-${now()}-${Math.random()}`;
    const before = fake.sessions.size;
    const first = await stripe.checkout.sessions.create(checkoutParams({ expires_at: now() + 3600 }), {
      idempotencyKey: key,
    });
    const params = checkoutParams({ expires_at: first.expires_at });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.sessions.size).toBe(before + 1);

    const other = await stripe.checkout.sessions
      .create(checkoutParams({ expires_at: first.expires_at, client_reference_id: 'PAY-9999' }), {
        idempotencyKey: key,
      })
      .catch((e) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other.message).toMatch(/^Keys for idempotent requests can only be used with the same parameters/);

    // a refused parameter is not saved: the corrected request with the same key runs
    const fresh = `checkout-fresh-${Math.random()}`;
    await expect(
      stripe.checkout.sessions.create(checkoutParams({ expires_at: now() + 60 }), { idempotencyKey: fresh }),
    ).rejects.toMatchObject({ param: 'expires_at' });
    const corrected = await stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: fresh });
    expect(corrected.status).toBe('open');
  });

  it('expires an open session, and refuses to expire a complete one', async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const from = fake.events.length;
    const expired = await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: `expire-${session.id}` });
    expect(expired).toMatchObject({ status: 'expired', url: null, payment_status: 'unpaid' });
    expect(typesSince(from)).toEqual(['checkout.session.expired']);
    expect(fake.events.at(-1)?.request).toEqual({
      id: expired.lastResponse.requestId,
      idempotency_key: `expire-${session.id}`,
    });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
    });

    const { session: paid } = await paidSession();
    const refused = await stripe.checkout.sessions.expire(paid.id).catch((e) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused.message).toMatch(/not in an expirable state/);
    expect((await stripe.checkout.sessions.retrieve(paid.id)).status).toBe('complete');
  });

  it('answers 404 resource_missing for an unknown session, and 404 for an unknown endpoint', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const unknown = await fetch(`${fake.url}/v1/customers`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

describe('paying', () => {
  it('completes the session with a succeeded PaymentIntent, its charge and balance transaction', async () => {
    const created = await stripe.checkout.sessions.create(checkoutParams());
    const from = fake.events.length;
    const session = fake.pay(created.id, { bank: 'cimb' });
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(typesSince(from)).toEqual(['payment_intent.succeeded', 'charge.succeeded', 'checkout.session.completed']);

    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved.payment_intent).toMatch(/^pi_/);
    const intentId = retrieved.payment_intent as string;
    const plain = await stripe.paymentIntents.retrieve(intentId);
    expect(plain).toMatchObject({
      status: 'succeeded',
      amount: 15900,
      amount_received: 15900,
      currency: 'myr',
      metadata: { order_no: 'RD0001' },
      description: 'Roda order RD0001',
      payment_method_types: ['fpx'],
    });
    expect(plain.latest_charge).toMatch(/^ch_/);

    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge.balance_transaction'] });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', status: 'succeeded', amount: 15900, paid: true });
    expect(charge.payment_method_details).toMatchObject({ type: 'fpx', fpx: { bank: 'cimb' } });
    const balance = charge.balance_transaction as Stripe.BalanceTransaction;
    expect(balance.object).toBe('balance_transaction');
    expect(balance.fee + balance.net).toBe(15900);
    // the fake's rule for FPX: 2.5%, rounded, at least RM1.00
    expect(balance.fee).toBe(398);

    const withIntent = await stripe.checkout.sessions.retrieve(created.id, { expand: ['payment_intent'] });
    expect((withIntent.payment_intent as Stripe.PaymentIntent).id).toBe(intentId);
  });

  it('charges a card as a test Visa, and GrabPay as a wallet, with their fees', async () => {
    const card = await paidSession('card');
    const cardIntent = await stripe.paymentIntents.retrieve(card.intentId, {
      expand: ['latest_charge.balance_transaction'],
    });
    const cardCharge = cardIntent.latest_charge as Stripe.Charge;
    expect(cardCharge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect((cardCharge.balance_transaction as Stripe.BalanceTransaction).fee).toBe(477 + 100);

    const grab = await paidSession('grabpay', 10000);
    const grabIntent = await stripe.paymentIntents.retrieve(grab.intentId, {
      expand: ['latest_charge.balance_transaction'],
    });
    const grabCharge = grabIntent.latest_charge as Stripe.Charge;
    expect(grabCharge.payment_method_details?.type).toBe('grabpay');
    expect((grabCharge.balance_transaction as Stripe.BalanceTransaction).fee).toBe(250);
  });

  it('keeps a declined session open, and pays it on the next attempt with the same PaymentIntent', async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams({ allowed_payment_method_types: ['card'] }));
    const from = fake.events.length;
    expect(fake.decline(session.id).status).toBe('open');
    expect(typesSince(from)).toEqual(['payment_intent.payment_failed']);
    const failed = fake.events.at(-1)?.data.object as Stripe.PaymentIntent;
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBeNull();
    await expect(stripe.refunds.create({ payment_intent: failed.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
    expect(fake.pay(session.id).payment_intent).toBe(failed.id);
  });
});

describe('refunds', () => {
  it('refunds in parts until nothing is left, refusing more than is left', async () => {
    const { intentId } = await paidSession();
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 20000 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
    });
    const from = fake.events.length;
    const part = await stripe.refunds.create(
      { payment_intent: intentId, amount: 5000, metadata: { roda_refund: 'RF-1' }, reason: 'requested_by_customer' },
      { idempotencyKey: 'refund-RF-1' },
    );
    expect(part).toMatchObject({ object: 'refund', status: 'succeeded', amount: 5000, payment_intent: intentId });
    expect(part.metadata).toEqual({ roda_refund: 'RF-1' });
    expect(typesSince(from)).toEqual(['refund.created', 'charge.refunded']);
    const replay = await stripe.refunds.create(
      { payment_intent: intentId, amount: 5000, metadata: { roda_refund: 'RF-1' }, reason: 'requested_by_customer' },
      { idempotencyKey: 'refund-RF-1' },
    );
    expect(replay.id).toBe(part.id);

    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(10900);
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 1 })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    expect((await stripe.refunds.retrieve(part.id)).status).toBe('succeeded');
  });

  it('leaves a refund pending until it is settled, either way', async () => {
    const { intentId } = await paidSession('card');
    fake.refundOutcome = 'pending';
    const pending = await stripe.refunds.create({ payment_intent: intentId, amount: 4000 });
    expect(pending).toMatchObject({ status: 'pending', pending_reason: 'processing' });

    let from = fake.events.length;
    fake.settleRefund(pending.id, 'succeeded');
    expect(typesSince(from)).toEqual(['refund.updated']);
    expect(fake.events.at(-1)?.data.previous_attributes).toEqual({ status: 'pending' });
    expect((await stripe.refunds.retrieve(pending.id)).status).toBe('succeeded');

    const second = await stripe.refunds.create({ payment_intent: intentId });
    expect(second.amount).toBe(11900);
    from = fake.events.length;
    const failed = fake.settleRefund(second.id, 'failed');
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'lost_or_stolen_card' });
    expect(typesSince(from)).toEqual(['refund.failed', 'refund.updated']);
    // the money of a failed refund can be refunded again
    fake.refundOutcome = 'succeeded';
    expect((await stripe.refunds.create({ payment_intent: intentId })).amount).toBe(11900);
  });

  it('answers a failed refund when the outcome is failed', async () => {
    const { intentId } = await paidSession('fpx');
    fake.refundOutcome = 'failed';
    const refund = await stripe.refunds.create({ payment_intent: intentId });
    expect(refund).toMatchObject({ status: 'failed', failure_reason: 'declined', amount: 15900 });
    expect(refund.failure_balance_transaction).toMatch(/^txn_/);
  });
});

describe('the API itself', () => {
  it('refuses a wrong secret key with 401', async () => {
    const stranger = new Stripe('sk_test_someone_else_000000', {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      telemetry: false,
      maxNetworkRetries: 0,
    });
    const refused = await stranger.checkout.sessions.create(checkoutParams()).catch((e) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(refused.message).toMatch(/^Invalid API Key provided: sk_test_\*+0000$/);
  });

  it('refuses unknown parameters and paths that cannot be expanded, without acting', async () => {
    await expect(
      stripe.checkout.sessions.create({ ...checkoutParams(), colour: 'red' } as Stripe.Checkout.SessionCreateParams),
    ).rejects.toMatchObject({ message: 'Received unknown parameter: colour', param: 'colour' });
    const { intentId } = await paidSession();
    const refundsBefore = fake.refunds.size;
    await expect(stripe.refunds.create({ payment_intent: intentId, expand: ['customer'] })).rejects.toMatchObject({
      message: 'This property cannot be expanded (customer).',
      param: 'expand',
    });
    expect(fake.refunds.size).toBe(refundsBefore);
    // a query string written by hand, `[]` style, reads as the SDK's indexed one
    const response = await fetch(
      `${fake.url}/v1/payment_intents/${intentId}?expand[]=latest_charge.balance_transaction`,
      { headers: { authorization: `Bearer ${SECRET_KEY}` } },
    );
    const intent = (await response.json()) as { latest_charge: { balance_transaction: { object: string } } };
    expect(intent.latest_charge.balance_transaction.object).toBe('balance_transaction');
  });

  it('answers 500 api_error to every call while down', async () => {
    fake.down = true;
    const refused = await stripe.checkout.sessions.create(checkoutParams()).catch((e) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(refused.statusCode).toBe(500);
    fake.down = false;
    expect((await stripe.checkout.sessions.create(checkoutParams())).status).toBe('open');
  });
});

describe('webhooks', () => {
  it('delivers each new event, signed so that the SDK accepts it', async () => {
    fake.webhookUrl = receiver.url;
    const start = receiver.received.length;
    const { session } = await paidSession();
    await fake.idle();
    const got = receiver.received.slice(start);
    expect(got.map((delivery) => delivery.event?.type)).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);
    const completed = got[2]?.event;
    expect(completed?.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
    expect(completed).toMatchObject({
      object: 'event',
      livemode: false,
      pending_webhooks: 1,
      api_version: Stripe.API_VERSION,
    });
    expect(fake.deliveries.slice(-3).map((delivery) => delivery.status)).toEqual([200, 200, 200]);
  });

  it('withholds events until deliverWithheld, then sends them in order', async () => {
    fake.webhookUrl = receiver.url;
    fake.withholdWebhooks = true;
    const start = receiver.received.length;
    const session = await stripe.checkout.sessions.create(checkoutParams());
    await stripe.checkout.sessions.expire(session.id);
    fake.pay((await stripe.checkout.sessions.create(checkoutParams())).id);
    await fake.idle();
    expect(receiver.received.length).toBe(start);
    expect(fake.withheld.map((event) => event.type)).toEqual([
      'checkout.session.expired',
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);
    expect(await fake.deliverWithheld()).toEqual([200, 200, 200, 200]);
    expect(fake.withheld).toEqual([]);
    expect(receiver.received.slice(start).map((delivery) => delivery.event?.type)[0]).toBe('checkout.session.expired');
  });

  it('makes headers the SDK refuses: another secret, or an old timestamp', async () => {
    const event = fake.emit(
      'checkout.session.async_payment_failed',
      fake.pay((await stripe.checkout.sessions.create(checkoutParams())).id),
    );
    const payload = JSON.stringify(event, null, 2);
    expect(Stripe.webhooks.constructEvent(payload, fake.signedHeader(payload), WEBHOOK_SECRET, 300).id).toBe(event.id);
    expect(() =>
      Stripe.webhooks.constructEvent(
        payload,
        fake.signedHeader(payload, { secret: 'whsec_not_ours' }),
        WEBHOOK_SECRET,
        300,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() =>
      Stripe.webhooks.constructEvent(
        payload,
        fake.signedHeader(payload, { timestamp: now() - 3600 }),
        WEBHOOK_SECRET,
        300,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    fake.webhookUrl = receiver.url;
    expect(await fake.deliver(event, { times: 3 })).toEqual([200, 200, 200]);
    const forged = fake.signedHeader(payload, { secret: 'whsec_not_ours' });
    expect(await fake.deliver(event, { header: forged })).toEqual([400]);
  });

  it('refuses to deliver anywhere but this machine', () => {
    expect(() => {
      fake.webhookUrl = 'https://example.com/hook';
    }).toThrow(/only to http:\/\/127\.0\.0\.1/);
  });
});

describe('the hosted page', () => {
  it('shows the order with Pay, Decline and Back to Roda, and pays with a 303 to the success URL', async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const page = await fetch(session.url as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Roda</h1>');
    expect(html).toContain('RM 159.00');
    expect(html).toContain('<option value="maybank2u">Maybank2U</option>');
    expect(html).toContain('<option value="cimb">CIMB Clicks</option>');
    expect(html).toMatch(/<label for="fpx-bank">Bank<\/label>\s*<select id="fpx-bank" name="bank">/);
    expect(html).toMatch(/<button[^>]*value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="decline">Decline<\/button>/);
    expect(html).toContain(`<a class="back" href="${APP}/pay/result?result=cancelled">Back to Roda</a>`);

    const form = (fields: Record<string, string>) =>
      fetch(session.url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const declined = await form({ method: 'fpx', bank: 'rhb', outcome: 'decline' });
    expect(declined.status).toBe(200);
    const declinedHtml = await declined.text();
    expect(declinedHtml).toContain('<p class="error" role="alert">The bank declined the payment.</p>');
    expect(declinedHtml).toContain('<option value="rhb" selected>RHB Bank</option>');
    expect(fake.sessions.get(session.id)?.status).toBe('open');

    const paid = await form({ method: 'fpx', bank: 'rhb', outcome: 'pay' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${APP}/pay/result?session=${session.id}`);
    const intent = await stripe.paymentIntents.retrieve(fake.sessions.get(session.id)?.payment_intent as string, {
      expand: ['latest_charge'],
    });
    expect((intent.latest_charge as Stripe.Charge).payment_method_details?.fpx?.bank).toBe('rhb');

    const closed = await (await fetch(session.url as string)).text();
    expect(closed).toContain('This checkout is already paid.');
    expect(closed).toContain('Back to Roda');
  });

  it('prefills the test card for a card session and tells an expired one it is closed', async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams({ allowed_payment_method_types: ['card'] }));
    const html = await (await fetch(session.url as string)).text();
    expect(html).toMatch(/<label for="card-number">Card number<\/label>\s*<input[^>]*value="4242 4242 4242 4242"/);
    await stripe.checkout.sessions.expire(session.id);
    const closed = await (await fetch(`${fake.url}/c/pay/${session.id}`)).text();
    expect(closed).toContain('This checkout has expired.');
  });
});
