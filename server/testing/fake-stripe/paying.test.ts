import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutParams, useFakeStripe } from './test-kit';

/** Paying a session on the fake: the PaymentIntent, Charge and BalanceTransaction, and a declined attempt. */

const kit = useFakeStripe();

describe('paying', () => {
  it('completes the session with a succeeded PaymentIntent, its charge and balance transaction', async () => {
    const created = await kit.stripe.checkout.sessions.create(checkoutParams());
    const from = kit.fake.events.length;
    const session = kit.fake.pay(created.id, { bank: 'cimb' });
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(kit.typesSince(from)).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);

    const retrieved = await kit.stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved.payment_intent).toMatch(/^pi_/);
    const intentId = retrieved.payment_intent as string;
    const plain = await kit.stripe.paymentIntents.retrieve(intentId);
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

    const intent = await kit.stripe.paymentIntents.retrieve(intentId, {
      expand: ['latest_charge.balance_transaction'],
    });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', status: 'succeeded', amount: 15900, paid: true });
    expect(charge.payment_method_details).toMatchObject({ type: 'fpx', fpx: { bank: 'cimb' } });
    const balance = charge.balance_transaction as Stripe.BalanceTransaction;
    expect(balance.object).toBe('balance_transaction');
    expect(balance.fee + balance.net).toBe(15900);
    // the fake's rule for FPX: 2.5%, rounded, at least RM1.00
    expect(balance.fee).toBe(398);

    const withIntent = await kit.stripe.checkout.sessions.retrieve(created.id, { expand: ['payment_intent'] });
    expect((withIntent.payment_intent as Stripe.PaymentIntent).id).toBe(intentId);
  });

  it('charges a card as a test Visa, and GrabPay as a wallet, with their fees', async () => {
    const card = await kit.paidSession('card');
    const cardIntent = await kit.stripe.paymentIntents.retrieve(card.intentId, {
      expand: ['latest_charge.balance_transaction'],
    });
    const cardCharge = cardIntent.latest_charge as Stripe.Charge;
    expect(cardCharge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect((cardCharge.balance_transaction as Stripe.BalanceTransaction).fee).toBe(477 + 100);

    const grab = await kit.paidSession('grabpay', 10000);
    const grabIntent = await kit.stripe.paymentIntents.retrieve(grab.intentId, {
      expand: ['latest_charge.balance_transaction'],
    });
    const grabCharge = grabIntent.latest_charge as Stripe.Charge;
    expect(grabCharge.payment_method_details?.type).toBe('grabpay');
    expect((grabCharge.balance_transaction as Stripe.BalanceTransaction).fee).toBe(250);
  });

  it('keeps a declined session open, and pays it on the next attempt with the same PaymentIntent', async () => {
    const session = await kit.stripe.checkout.sessions.create(
      checkoutParams({ allowed_payment_method_types: ['card'] }),
    );
    const from = kit.fake.events.length;
    expect(kit.fake.decline(session.id).status).toBe('open');
    expect(kit.typesSince(from)).toEqual(['payment_intent.payment_failed']);
    const failed = kit.fake.events.at(-1)?.data.object as Stripe.PaymentIntent;
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await kit.stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBeNull();
    await expect(kit.stripe.refunds.create({ payment_intent: failed.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
    expect(kit.fake.pay(session.id).payment_intent).toBe(failed.id);
  });
});
