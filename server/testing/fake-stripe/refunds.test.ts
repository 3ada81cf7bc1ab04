import { describe, expect, it } from 'vitest';
import { useFakeStripe } from './test-kit';

/** Refunds through the SDK: in parts, replayed by key, pending until settled, failed. */

const kit = useFakeStripe();

describe('refunds', () => {
  it('refunds in parts until nothing is left, refusing more than is left', async () => {
    const { intentId } = await kit.paidSession();
    await expect(kit.stripe.refunds.create({ payment_intent: intentId, amount: 20000 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
    });
    const from = kit.fake.events.length;
    const part = await kit.stripe.refunds.create(
      { payment_intent: intentId, amount: 5000, metadata: { roda_refund: 'RF-1' }, reason: 'requested_by_customer' },
      { idempotencyKey: 'refund-RF-1' },
    );
    expect(part).toMatchObject({ object: 'refund', status: 'succeeded', amount: 5000, payment_intent: intentId });
    expect(part.metadata).toEqual({ roda_refund: 'RF-1' });
    expect(kit.typesSince(from)).toEqual(['refund.created', 'charge.refunded']);
    const replay = await kit.stripe.refunds.create(
      { payment_intent: intentId, amount: 5000, metadata: { roda_refund: 'RF-1' }, reason: 'requested_by_customer' },
      { idempotencyKey: 'refund-RF-1' },
    );
    expect(replay.id).toBe(part.id);

    const rest = await kit.stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(10900);
    await expect(kit.stripe.refunds.create({ payment_intent: intentId, amount: 1 })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    expect((await kit.stripe.refunds.retrieve(part.id)).status).toBe('succeeded');
  });

  it('leaves a refund pending until it is settled, either way', async () => {
    const { intentId } = await kit.paidSession('card');
    kit.fake.refundOutcome = 'pending';
    const pending = await kit.stripe.refunds.create({ payment_intent: intentId, amount: 4000 });
    expect(pending).toMatchObject({ status: 'pending', pending_reason: 'processing' });

    let from = kit.fake.events.length;
    kit.fake.settleRefund(pending.id, 'succeeded');
    expect(kit.typesSince(from)).toEqual(['refund.updated']);
    expect(kit.fake.events.at(-1)?.data.previous_attributes).toEqual({ status: 'pending' });
    expect((await kit.stripe.refunds.retrieve(pending.id)).status).toBe('succeeded');

    const second = await kit.stripe.refunds.create({ payment_intent: intentId });
    expect(second.amount).toBe(11900);
    from = kit.fake.events.length;
    const failed = kit.fake.settleRefund(second.id, 'failed');
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'lost_or_stolen_card' });
    expect(kit.typesSince(from)).toEqual(['refund.failed', 'refund.updated']);
    // the money of a failed refund can be refunded again
    kit.fake.refundOutcome = 'succeeded';
    expect((await kit.stripe.refunds.create({ payment_intent: intentId })).amount).toBe(11900);
  });

  it('answers a failed refund when the outcome is failed', async () => {
    const { intentId } = await kit.paidSession('fpx');
    kit.fake.refundOutcome = 'failed';
    const refund = await kit.stripe.refunds.create({ payment_intent: intentId });
    expect(refund).toMatchObject({ status: 'failed', failure_reason: 'declined', amount: 15900 });
    expect(refund.failure_balance_transaction).toMatch(/^txn_/);
  });
});
