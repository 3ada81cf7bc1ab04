import type Stripe from 'stripe';
import { newId } from './ids';
import { DEFAULT_FPX_BANK, type FakeMethod } from './methods';

/**
 * One builder per object kind, each writing every field of the SDK's type once, so the type-check
 * holds the fake to Stripe's shapes. State changes later touch only the fields they change.
 */

/** Stripe renders a statement descriptor from the account's settings; the fake's account is Roda. */
const STATEMENT_DESCRIPTOR = 'RODA';

export interface SessionInput {
  id: string;
  created: number;
  expiresAt: number;
  currency: string;
  amountTotal: number;
  paymentMethodTypes: FakeMethod[];
  /** What the request allowed (API versions from 2026-09-30); null when it named none. */
  allowedPaymentMethodTypes: string[] | null;
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Stripe.Metadata;
  locale: Stripe.Checkout.Session.Locale | null;
  url: string;
}

export function buildSession(input: SessionInput): Stripe.Checkout.Session {
  return {
    id: input.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'payment',
    origin_context: null,
    // current API versions create the PaymentIntent only when the customer pays
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.paymentMethodTypes,
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: input.url,
    wallet_options: null,
  };
}

/** What Checkout records of the payer once a session completes. */
export function buildCustomerDetails(email: string | null): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}

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

/** How the payer paid: a test Visa, an FPX bank, or a GrabPay wallet. */
export function buildPaymentMethodDetails(
  method: FakeMethod,
  amount: number,
  fpxBank: Stripe.Charge.PaymentMethodDetails.Fpx.Bank = DEFAULT_FPX_BANK,
): Stripe.Charge.PaymentMethodDetails {
  switch (method) {
    case 'card':
      return {
        type: 'card',
        card: {
          amount_authorized: amount,
          authorization_code: null,
          brand: 'visa',
          checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
          country: 'US',
          electronic_commerce_indicator: null,
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 3,
          extended_authorization: { status: 'disabled' },
          fingerprint: 'rOdAfAkE4242visa',
          funding: 'credit',
          incremental_authorization: { status: 'unavailable' },
          installments: null,
          last4: '4242',
          mandate: null,
          multicapture: { status: 'unavailable' },
          network: 'visa',
          network_token: { used: false },
          network_transaction_id: null,
          overcapture: { maximum_amount_capturable: amount, status: 'unavailable' },
          regulated_status: 'unregulated',
          three_d_secure: null,
          transaction_link_id: null,
          wallet: null,
        },
      };
    case 'fpx':
      return {
        type: 'fpx',
        fpx: { account_holder_type: 'individual', bank: fpxBank, transaction_id: newId('', 16) },
      };
    case 'grabpay':
      return { type: 'grabpay', grabpay: { transaction_id: newId('', 20) } };
  }
}

export interface ChargeInput {
  id: string;
  created: number;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Stripe.Metadata;
  paymentIntent: string;
  paymentMethod: string;
  balanceTransaction: string;
  details: Stripe.Charge.PaymentMethodDetails;
  email: string | null;
}

/** A successful, captured charge (Checkout captures at once). */
export function buildCharge(input: ChargeInput): Stripe.Charge {
  return {
    id: input.id,
    object: 'charge',
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: input.balanceTransaction,
    billing_details: { address: null, email: input.email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: STATEMENT_DESCRIPTOR,
    captured: true,
    created: input.created,
    currency: input.currency,
    customer: null,
    description: input.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: input.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: input.paymentIntent,
    payment_method: input.paymentMethod,
    payment_method_details: input.details,
    receipt_email: input.email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

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
