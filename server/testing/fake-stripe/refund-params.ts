import type Stripe from 'stripe';
import { invalidRequest } from './errors';
import type { FormObject } from './form-body';
import { metadata, optionalInteger, optionalString, refuseUnknown, requiredString } from './form-readers';

/** Reads POST /v1/refunds, refusing what Stripe refuses and a refund by charge, which the fake does not take. */

// prettier-ignore
const REFUND_PARAMS = [
  'amount', 'charge', 'currency', 'customer', 'expand', 'instructions_email', 'metadata', 'origin', 'payment_intent',
  'reason', 'refund_application_fee', 'reverse_transfer',
] as const;

const REFUND_REASONS: readonly Stripe.Refund.Reason[] = ['duplicate', 'fraudulent', 'requested_by_customer'];

export interface RefundRequest {
  paymentIntent: string;
  amount: number | null;
  metadata: Stripe.Metadata;
  reason: Stripe.Refund.Reason | null;
}

export function refundRequest(form: FormObject): RefundRequest {
  refuseUnknown(form, REFUND_PARAMS);
  if (form.charge !== undefined) {
    throw invalidRequest('The fake Stripe refunds by payment_intent only.', 'charge');
  }
  const paymentIntent = requiredString(form, 'payment_intent');
  const amount = optionalInteger(form, 'amount') ?? null;
  if (amount !== null && amount < 1) {
    throw invalidRequest('Invalid positive integer', 'amount');
  }
  const reason = optionalString(form, 'reason') ?? null;
  if (reason !== null && !REFUND_REASONS.includes(reason)) {
    throw invalidRequest(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'reason');
  }
  return {
    paymentIntent,
    amount,
    metadata: metadata(form, 'metadata'),
    reason: REFUND_REASONS.find((known) => known === reason) ?? null,
  };
}
