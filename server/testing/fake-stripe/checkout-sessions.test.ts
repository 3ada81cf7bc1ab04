import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutParams, now, SECRET_KEY, useFakeStripe } from './test-kit';

/** Checkout Sessions through the SDK: created, retrieved, refused as Stripe refuses them, and expired. */

const kit = useFakeStripe();

describe('Checkout Sessions', () => {
  it('creates an open, unpaid session for each method, and retrieves it as it stands', async () => {
    for (const method of ['card', 'fpx', 'grabpay'] as const) {
      const session = await kit.stripe.checkout.sessions.create(
        checkoutParams({ allowed_payment_method_types: [method] }),
      );
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
      expect(session.url).toBe(`${kit.fake.url}/c/pay/${session.id}`);
      const retrieved = await kit.stripe.checkout.sessions.retrieve(session.id);
      expect({ ...retrieved, lastResponse: undefined }).toEqual({ ...session, lastResponse: undefined });
    }
    // what the SDK sent, as the fake read it
    const sent = kit.fake.requests.find((entry) => entry.method === 'POST' && entry.path === '/v1/checkout/sessions');
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
    const all = await kit.stripe.checkout.sessions.create(checkoutParams({ allowed_payment_method_types: undefined }));
    expect(all.payment_method_types).toEqual(['card', 'fpx', 'grabpay']);
    expect(all.allowed_payment_method_types).toBeNull();
    const dollars = await kit.stripe.checkout.sessions.create(
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
      fetch(`${kit.fake.url}/v1/checkout/sessions`, {
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
      const refused = await kit.stripe.checkout.sessions
        .create(checkoutParams({ expires_at: expiresAt }))
        .catch((e) => e);
      expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(refused).toMatchObject({ statusCode: 400, param: 'expires_at', type: 'StripeInvalidRequestError' });
    }
    const edge = await kit.stripe.checkout.sessions.create(checkoutParams({ expires_at: now() + 31 * 60 }));
    expect(edge.status).toBe('open');
  });

  it('refuses what Stripe refuses: another mode, a missing line item, a bad locale, a tiny amount', async () => {
    const refusal = (params: Stripe.Checkout.SessionCreateParams) =>
      kit.stripe.checkout.sessions.create(params).then(
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

  it('expires an open session, and refuses to expire a complete one', async () => {
    const session = await kit.stripe.checkout.sessions.create(checkoutParams());
    const from = kit.fake.events.length;
    const expired = await kit.stripe.checkout.sessions.expire(
      session.id,
      {},
      { idempotencyKey: `expire-${session.id}` },
    );
    expect(expired).toMatchObject({ status: 'expired', url: null, payment_status: 'unpaid' });
    expect(kit.typesSince(from)).toEqual(['checkout.session.expired']);
    expect(kit.fake.events.at(-1)?.request).toEqual({
      id: expired.lastResponse.requestId,
      idempotency_key: `expire-${session.id}`,
    });
    await expect(kit.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
    });

    const { session: paid } = await kit.paidSession();
    const refused = await kit.stripe.checkout.sessions.expire(paid.id).catch((e) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused.message).toMatch(/not in an expirable state/);
    expect((await kit.stripe.checkout.sessions.retrieve(paid.id)).status).toBe('complete');
  });

  it('answers 404 resource_missing for an unknown session, and 404 for an unknown endpoint', async () => {
    await expect(kit.stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const unknown = await fetch(`${kit.fake.url}/v1/customers`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});
