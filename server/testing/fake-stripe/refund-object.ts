import type Stripe from 'stripe';
import type { FakeMethod } from './methods';

/** Builds Refunds and where their money goes back to, with every field of the SDK's type. */

export interface RefundInput {
  id: string;
  created: number;
  amount: number;
  currency: string;
  charge: string;
  paymentIntent: string;
  paymentMethod: string | null;
  method: FakeMethod;
  metadata: Stripe.Metadata;
  reason: Stripe.Refund.Reason | null;
  status: 'pending' | 'succeeded' | 'failed';
  balanceTransaction: string;
  failureReason: string | null;
  failureBalanceTransaction: string | null;
}

export function buildRefund(input: RefundInput): Stripe.Refund {
  return {
    id: input.id,
    object: 'refund',
    amount: input.amount,
    balance_transaction: input.balanceTransaction,
    charge: input.charge,
    created: input.created,
    currency: input.currency,
    customer: null,
    customer_account: null,
    destination_details: refundDestination(input.method, input.status),
    ...(input.failureBalanceTransaction ? { failure_balance_transaction: input.failureBalanceTransaction } : {}),
    ...(input.failureReason ? { failure_reason: input.failureReason } : {}),
    metadata: input.metadata,
    payment_intent: input.paymentIntent,
    payment_method: input.paymentMethod,
    ...(input.status === 'pending' ? { pending_reason: 'processing' } : {}),
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: input.status,
    transfer_reversal: null,
  };
}

/** Where the money goes back to; Stripe's type has no FPX entry, so FPX names only its type. */
export function refundDestination(method: FakeMethod, status: RefundInput['status']): Stripe.Refund.DestinationDetails {
  switch (method) {
    case 'card':
      return { type: 'card', card: { type: status === 'pending' ? 'pending' : 'refund' } };
    case 'grabpay':
      return { type: 'grabpay', grabpay: {} };
    case 'fpx':
      return { type: 'fpx' };
  }
}
