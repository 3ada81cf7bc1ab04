import type Stripe from 'stripe';
import { newId } from './ids';
import type { FakeMethod } from './methods';

/** Builds PaymentIntents and their payment errors with every field of the SDK's types, as Stripe shapes them. */

export interface PaymentIntentInput {
  id: string;
  created: number;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Stripe.Metadata;
  paymentMethodTypes: FakeMethod[];
  allowedPaymentMethodTypes: string[] | null;
  receiptEmail: string | null;
}

/** A PaymentIntent as Checkout creates it when the payer first confirms: awaiting a payment method. */
export function buildPaymentIntent(input: PaymentIntentInput): Stripe.PaymentIntent {
  return {
    id: input.id,
    object: 'payment_intent',
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${input.id}_secret_${newId('', 25)}`,
    confirmation_method: 'automatic',
    created: input.created,
    currency: input.currency,
    customer: null,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.paymentMethodTypes,
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_group: null,
  };
}

/** Why a payment attempt failed, as `last_payment_error` carries it. */
export function buildPaymentError(method: FakeMethod, message: string): Stripe.PaymentIntent.LastPaymentError {
  return method === 'card'
    ? {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message,
        payment_method_type: 'card',
      }
    : {
        type: 'invalid_request_error',
        code: 'payment_method_provider_decline',
        message,
        payment_method_type: method,
      };
}
