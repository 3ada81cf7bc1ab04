import type Stripe from 'stripe';
import { buildBalanceTransaction } from './balance-transaction-object';
import { refusedByState } from './errors';
import { eventBody } from './events';
import { newId, nowSeconds } from './ids';
import type { AccountHooks, Ledger, RequestContext } from './ledger';
import { isFakeMethod, type FakeMethod } from './methods';
import { buildRefund, refundDestination } from './refund-object';
import type { RefundRequest } from './refund-params';

/** Refunds of a paid PaymentIntent: created through the API, then settled as the payer's bank answers. */

/** Refund failure reasons from Stripe's documented list, by what was paid with. */
const REFUND_FAILURE_REASON: Record<FakeMethod, string> = {
  card: 'lost_or_stolen_card',
  fpx: 'declined',
  grabpay: 'declined',
};

const formatAmount = (amount: number, currency: string): string =>
  currency === 'myr' ? `RM${(amount / 100).toFixed(2)}` : `${(amount / 100).toFixed(2)} ${currency}`;

export class RefundDesk {
  private readonly ledger: Ledger;
  private readonly hooks: AccountHooks;

  constructor(ledger: Ledger, hooks: AccountHooks) {
    this.ledger = ledger;
    this.hooks = hooks;
  }

  create(request: RefundRequest, context: RequestContext): Stripe.Refund {
    const intent = this.ledger.paymentIntent(request.paymentIntent, 'payment_intent');
    const charge = typeof intent.latest_charge === 'string' ? this.ledger.charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !charge) {
      throw refusedByState(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent_unexpected_state',
        'payment_intent',
      );
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw refusedByState(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    }
    const amount = request.amount ?? left;
    if (amount > left) {
      throw refusedByState(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`,
        'amount_too_large',
        'amount',
      );
    }
    const method = this.methodOf(charge);
    const status = this.hooks.refundOutcome();
    const created = nowSeconds();
    const id = newId('re_');
    const transaction = buildBalanceTransaction({
      id: newId('txn_'),
      created,
      amount: -amount,
      currency: charge.currency,
      fee: 0,
      type: method === 'card' ? 'refund' : 'payment_refund',
      reportingCategory: 'refund',
      source: id,
      description: null,
    });
    this.ledger.balanceTransactions.set(transaction.id, transaction);
    const failure = status === 'failed' ? this.refundFailure(id, amount, charge.currency, method, created) : null;
    const refund = buildRefund({
      id,
      created,
      amount,
      currency: charge.currency,
      charge: charge.id,
      paymentIntent: intent.id,
      paymentMethod: typeof intent.payment_method === 'string' ? intent.payment_method : null,
      method,
      metadata: request.metadata,
      reason: request.reason,
      status,
      balanceTransaction: transaction.id,
      failureReason: failure ? REFUND_FAILURE_REASON[method] : null,
      failureBalanceTransaction: failure,
    });
    this.ledger.refunds.set(id, refund);
    // pending refunds count against the charge: the money is on its way back
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    if (status !== 'failed') this.countRefunded(charge, amount);
    this.hooks.emit(eventBody('refund.created', refund), context);
    if (status === 'succeeded') this.hooks.emit(eventBody('charge.refunded', charge, previous), context);
    return refund;
  }

  /** Moves a pending refund on, as the payer's bank answers days later. */
  settle(id: string, outcome: 'succeeded' | 'failed'): Stripe.Refund {
    const refund = this.ledger.refund(id);
    if (refund.status !== 'pending') throw new Error(`refund ${id} is ${refund.status}, not pending`);
    const charge = this.ledger.charges.get(typeof refund.charge === 'string' ? refund.charge : '');
    if (!charge) throw new Error(`refund ${id} has no charge in the fake`);
    const method = this.methodOf(charge);
    delete refund.pending_reason;
    refund.status = outcome;
    refund.destination_details = refundDestination(method, outcome);
    if (outcome === 'succeeded') {
      this.hooks.emit(eventBody('refund.updated', refund, { status: 'pending' }), null);
      return refund;
    }
    refund.failure_reason = REFUND_FAILURE_REASON[method];
    refund.failure_balance_transaction = this.refundFailure(id, refund.amount, refund.currency, method, nowSeconds());
    this.countRefunded(charge, -refund.amount);
    this.hooks.emit(eventBody('refund.failed', refund), null);
    this.hooks.emit(eventBody('refund.updated', refund, { status: 'pending' }), null);
    return refund;
  }

  /** The money a failed refund puts back in the balance. */
  private refundFailure(refundId: string, amount: number, currency: string, method: FakeMethod, created: number) {
    const transaction = buildBalanceTransaction({
      id: newId('txn_'),
      created,
      amount,
      currency,
      fee: 0,
      type: method === 'card' ? 'refund_failure' : 'payment_failure_refund',
      reportingCategory: 'refund_failure',
      source: refundId,
      description: 'REFUND FOR FAILED REFUND',
    });
    this.ledger.balanceTransactions.set(transaction.id, transaction);
    return transaction.id;
  }

  private countRefunded(charge: Stripe.Charge, delta: number): void {
    charge.amount_refunded += delta;
    charge.refunded = charge.amount_refunded === charge.amount;
  }

  private methodOf(charge: Stripe.Charge): FakeMethod {
    const type = charge.payment_method_details?.type ?? 'card';
    return isFakeMethod(type) ? type : 'card';
  }
}
