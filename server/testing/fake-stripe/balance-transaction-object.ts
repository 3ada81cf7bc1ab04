import type Stripe from 'stripe';

/** Builds BalanceTransactions, the money a charge, refund or failed refund moves, in Stripe's shape. */

export interface BalanceTransactionInput {
  id: string;
  created: number;
  /** Signed: positive for money in (a charge, a failed refund), negative for money out. */
  amount: number;
  currency: string;
  fee: number;
  type: Stripe.BalanceTransaction.Type;
  reportingCategory: 'charge' | 'refund' | 'refund_failure';
  source: string;
  description: string | null;
}

/** Funds become available two days later in the fake (Stripe's schedule is per account). */
const AVAILABLE_AFTER_SECONDS = 2 * 24 * 60 * 60;

export function buildBalanceTransaction(input: BalanceTransactionInput): Stripe.BalanceTransaction {
  return {
    id: input.id,
    object: 'balance_transaction',
    amount: input.amount,
    available_on: input.created + AVAILABLE_AFTER_SECONDS,
    balance_type: 'payments',
    created: input.created,
    currency: input.currency,
    description: input.description,
    exchange_rate: null,
    fee: input.fee,
    fee_details:
      input.fee === 0
        ? []
        : [
            {
              amount: input.fee,
              application: null,
              currency: input.currency,
              description: 'Stripe processing fees',
              type: 'stripe_fee',
            },
          ],
    net: input.amount - input.fee,
    reporting_category: input.reportingCategory,
    source: input.source,
    status: 'pending',
    type: input.type,
  };
}
