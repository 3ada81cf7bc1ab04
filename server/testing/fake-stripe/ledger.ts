import type Stripe from 'stripe';
import { resourceMissing } from './errors';
import type { EventBody } from './events';
import type { LineItem, SessionRequest } from './session-params';

/** What one fake Stripe account holds, its objects by id, and the hooks through which its changes leave it. */

/** The API request behind a change, for the event's `request`; null for what the payer or Stripe did. */
export interface RequestContext {
  id: string;
  idempotencyKey: string | null;
}

export type RefundOutcome = 'succeeded' | 'pending' | 'failed';

export interface AccountHooks {
  /** Where the hosted page lives (`<url>/c/pay/<session id>`). */
  baseUrl(): string;
  refundOutcome(): RefundOutcome;
  emit(body: EventBody, request: RequestContext | null): void;
}

/** What a session keeps that its Stripe object does not show. */
export interface SessionExtras {
  lineItems: LineItem[];
  paymentIntentData: SessionRequest['paymentIntentData'];
  /** The PaymentIntent of the payer's attempts, made on the first one and reused by the next. */
  attempt: string | null;
}

/** The account's objects as Stripe stores them, by id; looking up an unknown id answers Stripe's 404. */
export class Ledger {
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  readonly sessionExtras = new Map<string, SessionExtras>();
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly balanceTransactions = new Map<string, Stripe.BalanceTransaction>();
  readonly refunds = new Map<string, Stripe.Refund>();

  paymentIntent(id: string, param = 'intent'): Stripe.PaymentIntent {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id, param);
    return intent;
  }

  refund(id: string): Stripe.Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw resourceMissing('refund', id);
    return refund;
  }
}
