import type Stripe from 'stripe';
import { newId } from './ids';
import { DEFAULT_FPX_BANK, type FakeMethod } from './methods';

/** Builds Charges and how they were paid (card, FPX, GrabPay) with every field of the SDK's types. */

/** Stripe renders a statement descriptor from the account's settings; the fake's account is Roda. */
const STATEMENT_DESCRIPTOR = 'RODA';

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
