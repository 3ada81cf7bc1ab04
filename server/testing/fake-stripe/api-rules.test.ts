import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutParams, now, SECRET_KEY, sdkFor, useFakeStripe } from './test-kit';

/** What every /v1 call obeys: the secret key, known parameters and expansions, idempotency keys, outages. */

const kit = useFakeStripe();

describe('the API itself', () => {
  it('refuses a wrong secret key with 401', async () => {
    const stranger = sdkFor(kit.fake.port, 'sk_test_someone_else_000000');
    const refused = await stranger.checkout.sessions.create(checkoutParams()).catch((e) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(refused.message).toMatch(/^Invalid API Key provided: sk_test_\*+0000$/);
  });

  it('refuses unknown parameters and paths that cannot be expanded, without acting', async () => {
    await expect(
      kit.stripe.checkout.sessions.create({
        ...checkoutParams(),
        colour: 'red',
      } as Stripe.Checkout.SessionCreateParams),
    ).rejects.toMatchObject({ message: 'Received unknown parameter: colour', param: 'colour' });
    const { intentId } = await kit.paidSession();
    const refundsBefore = kit.fake.refunds.size;
    await expect(kit.stripe.refunds.create({ payment_intent: intentId, expand: ['customer'] })).rejects.toMatchObject({
      message: 'This property cannot be expanded (customer).',
      param: 'expand',
    });
    expect(kit.fake.refunds.size).toBe(refundsBefore);
    // a query string written by hand, `[]` style, reads as the SDK's indexed one
    const response = await fetch(
      `${kit.fake.url}/v1/payment_intents/${intentId}?expand[]=latest_charge.balance_transaction`,
      { headers: { authorization: `Bearer ${SECRET_KEY}` } },
    );
    const intent = (await response.json()) as { latest_charge: { balance_transaction: { object: string } } };
    expect(intent.latest_charge.balance_transaction.object).toBe('balance_transaction');
  });

  it('answers 500 api_error to every call while down', async () => {
    kit.fake.down = true;
    const refused = await kit.stripe.checkout.sessions.create(checkoutParams()).catch((e) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(refused.statusCode).toBe(500);
    kit.fake.down = false;
    expect((await kit.stripe.checkout.sessions.create(checkoutParams())).status).toBe('open');
  });

  it('replays an idempotent create, and refuses the key with other parameters', async () => {
    const key = `checkout-${now()}-${Math.random()}`;
    const before = kit.fake.sessions.size;
    const first = await kit.stripe.checkout.sessions.create(checkoutParams({ expires_at: now() + 3600 }), {
      idempotencyKey: key,
    });
    const params = checkoutParams({ expires_at: first.expires_at });
    const again = await kit.stripe.checkout.sessions.create(params, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(kit.fake.sessions.size).toBe(before + 1);

    const other = await kit.stripe.checkout.sessions
      .create(checkoutParams({ expires_at: first.expires_at, client_reference_id: 'PAY-9999' }), {
        idempotencyKey: key,
      })
      .catch((e) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other.message).toMatch(/^Keys for idempotent requests can only be used with the same parameters/);

    // a refused parameter is not saved: the corrected request with the same key runs
    const fresh = `checkout-fresh-${Math.random()}`;
    await expect(
      kit.stripe.checkout.sessions.create(checkoutParams({ expires_at: now() + 60 }), { idempotencyKey: fresh }),
    ).rejects.toMatchObject({ param: 'expires_at' });
    const corrected = await kit.stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: fresh });
    expect(corrected.status).toBe('open');
  });
});
