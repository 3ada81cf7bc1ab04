import type Stripe from 'stripe';
import { invalidRequest, StripeApiError } from './errors';
import type { FormObject } from './form-body';
import {
  metadata,
  optionalArray,
  optionalHash,
  optionalInteger,
  optionalString,
  refuseUnknown,
  requiredString,
} from './form-readers';
import type { FakeMethod } from './methods';
import { paymentMethods, usesAllowedPaymentMethodTypes } from './payment-method-params';

/** Reads POST /v1/checkout/sessions, refusing what Stripe refuses (in its wording) and what the fake does not model. */

/** Stripe's smallest charge per currency, in its minor unit (RM2.00 for ringgit). */
const MINIMUM_AMOUNT: Record<string, number> = { myr: 200, sgd: 50, usd: 50 };

// prettier-ignore
const LOCALES: readonly Stripe.Checkout.Session.Locale[] = [
  'auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA', 'hi-IN', 'hr',
  'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv',
  'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW',
];

/** Every parameter of `Stripe.Checkout.SessionCreateParams` in the installed SDK's types. */
// prettier-ignore
const SESSION_PARAMS = [
  'adaptive_pricing', 'after_expiration', 'allow_promotion_codes', 'allowed_payment_method_types', 'automatic_tax',
  'billing_address_collection', 'branding_settings', 'cancel_url', 'client_reference_id', 'consent_collection',
  'currency', 'custom_fields', 'custom_text', 'customer', 'customer_account', 'customer_creation', 'customer_email',
  'customer_update', 'discounts', 'excluded_payment_method_types', 'expand', 'expires_at', 'integration_identifier',
  'invoice_creation', 'line_items', 'locale', 'managed_payments', 'metadata', 'mode', 'name_collection',
  'optional_items', 'origin_context', 'payment_intent_data', 'payment_method_collection',
  'payment_method_configuration', 'payment_method_data', 'payment_method_options', 'permissions',
  'phone_number_collection', 'redirect_on_completion', 'return_url', 'saved_payment_method_options',
  'setup_intent_data', 'shipping_address_collection', 'shipping_options', 'submit_type', 'subscription_data',
  'success_url', 'tax_id_collection', 'ui_mode', 'wallet_options',
] as const;

/**
 * Known to Stripe, but they would change the amount or the flow, which the fake does not model: refused,
 * so a test never passes on behaviour the fake does not have. Other known parameters are accepted and ignored.
 */
const SESSION_PARAMS_NOT_MODELLED = [
  'discounts',
  'optional_items',
  'setup_intent_data',
  'shipping_options',
  'subscription_data',
];

export interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

export interface SessionRequest {
  currency: string;
  lineItems: LineItem[];
  amountTotal: number;
  paymentMethodTypes: FakeMethod[];
  allowedPaymentMethodTypes: string[] | null;
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Stripe.Metadata;
  locale: Stripe.Checkout.Session.Locale | null;
  expiresAt: number;
  paymentIntentData: { metadata: Stripe.Metadata; description: string | null };
}

function lineItems(form: FormObject): { currency: string; items: LineItem[] } {
  const raw = optionalArray(form, 'line_items');
  if (!raw || raw.length === 0) throw invalidRequest('Missing required param: line_items.', 'line_items');
  let currency: string | null = null;
  const items = raw.map((value, index): LineItem => {
    const at = `line_items[${index}]`;
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid hash', at);
    if (value.price !== undefined) {
      throw invalidRequest(`The fake Stripe takes only ${at}[price_data], not Price ids.`, `${at}[price]`);
    }
    const price = optionalHash(value, 'price_data', `${at}[price_data]`);
    if (!price) throw invalidRequest(`Missing required param: ${at}[price_data].`, `${at}[price_data]`);
    const itemCurrency = requiredString(price, 'currency', `${at}[price_data][currency]`).toLowerCase();
    if (currency !== null && itemCurrency !== currency) {
      throw invalidRequest('All line items must use the same currency.', `${at}[price_data][currency]`);
    }
    currency = itemCurrency;
    const unitAmount = optionalInteger(price, 'unit_amount', `${at}[price_data][unit_amount]`);
    if (unitAmount === undefined) {
      throw invalidRequest(`Missing required param: ${at}[price_data][unit_amount].`, `${at}[price_data][unit_amount]`);
    }
    if (unitAmount < 0) {
      throw invalidRequest('This value must be greater than or equal to 0.', `${at}[price_data][unit_amount]`);
    }
    const product = optionalHash(price, 'product_data', `${at}[price_data][product_data]`);
    if (!product) {
      throw invalidRequest(
        `Missing required param: ${at}[price_data][product_data].`,
        `${at}[price_data][product_data]`,
      );
    }
    const name = requiredString(product, 'name', `${at}[price_data][product_data][name]`);
    const quantity = optionalInteger(value, 'quantity', `${at}[quantity]`);
    if (quantity === undefined) throw invalidRequest(`Missing required param: ${at}[quantity].`, `${at}[quantity]`);
    if (quantity < 1) throw invalidRequest('This value must be greater than or equal to 1.', `${at}[quantity]`);
    return { name, unitAmount, quantity };
  });
  return { currency: currency ?? 'myr', items };
}

export function sessionRequest(form: FormObject, context: { now: number; apiVersion: string }): SessionRequest {
  const allowedStyle = usesAllowedPaymentMethodTypes(context.apiVersion);
  refuseUnknown(
    form,
    SESSION_PARAMS.map((name) =>
      !allowedStyle && name === 'allowed_payment_method_types' ? 'payment_method_types' : name,
    ),
  );
  for (const name of SESSION_PARAMS_NOT_MODELLED) {
    if (form[name] !== undefined) throw invalidRequest(`The fake Stripe does not model ${name}.`, name);
  }
  const uiMode = optionalString(form, 'ui_mode');
  if (uiMode !== undefined && uiMode !== 'hosted_page') {
    throw invalidRequest('The fake Stripe has only the hosted page (ui_mode=hosted_page).', 'ui_mode');
  }
  const mode = requiredString(form, 'mode');
  if (mode !== 'payment') {
    if (['setup', 'subscription'].includes(mode)) {
      throw invalidRequest(`The fake Stripe models only mode=payment, not ${mode}.`, 'mode');
    }
    throw invalidRequest(`Invalid mode: must be one of payment, setup, or subscription`, 'mode');
  }

  const { currency, items } = lineItems(form);
  const amountTotal = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const minimum = MINIMUM_AMOUNT[currency] ?? 50;
  if (amountTotal < minimum) {
    const shown = currency === 'myr' ? `RM${(minimum / 100).toFixed(2)}` : (minimum / 100).toFixed(2);
    throw new StripeApiError(400, 'invalid_request_error', `Amount must be at least ${shown} ${currency}`, {
      code: 'amount_too_small',
      param: 'line_items',
    });
  }
  const methods = paymentMethods(form, currency, context.apiVersion);

  const expiresAt = optionalInteger(form, 'expires_at') ?? context.now + 24 * 60 * 60;
  if (expiresAt < context.now + 30 * 60) {
    throw invalidRequest(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'expires_at',
    );
  }
  if (expiresAt > context.now + 24 * 60 * 60) {
    throw invalidRequest(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'expires_at',
    );
  }

  const locale = optionalString(form, 'locale') ?? null;
  if (locale !== null && !LOCALES.some((known) => known === locale)) {
    throw invalidRequest(`Invalid locale: must be one of ${LOCALES.join(', ')}`, 'locale');
  }
  const customerEmail = optionalString(form, 'customer_email') ?? null;
  if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) {
    throw invalidRequest(`Invalid email address: ${customerEmail}`, 'customer_email');
  }
  const clientReferenceId = optionalString(form, 'client_reference_id') ?? null;
  if (clientReferenceId !== null && clientReferenceId.length > 200) {
    throw invalidRequest('client_reference_id can be at most 200 characters long.', 'client_reference_id');
  }
  const paymentIntentData = optionalHash(form, 'payment_intent_data') ?? {};

  return {
    currency,
    lineItems: items,
    amountTotal,
    paymentMethodTypes: methods.types,
    allowedPaymentMethodTypes: methods.allowed,
    successUrl: optionalString(form, 'success_url') ?? null,
    cancelUrl: optionalString(form, 'cancel_url') ?? null,
    clientReferenceId,
    customerEmail,
    metadata: metadata(form, 'metadata'),
    locale: LOCALES.find((known) => known === locale) ?? null,
    expiresAt,
    paymentIntentData: {
      metadata: metadata(paymentIntentData, 'metadata', 'payment_intent_data[metadata]'),
      description: optionalString(paymentIntentData, 'description', 'payment_intent_data[description]') ?? null,
    },
  };
}
