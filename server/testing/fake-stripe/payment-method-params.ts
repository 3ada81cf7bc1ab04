import { invalidRequest } from './errors';
import type { FormObject } from './form-body';
import { stringArray } from './form-readers';
import { FAKE_METHODS, isFakeMethod, methodTakesCurrency } from './methods';

/** Which payment methods a new Checkout Session offers, read as the request's API version names them. */

/**
 * From API version 2026-09-30 (`endive`, pinned by stripe-node 23) `payment_method_types` is gone
 * from this request, and `allowed_payment_method_types` filters the account's methods instead (the
 * SDK's changelog, 23.0.0). Requests pinned to an earlier version still send the explicit list.
 */
const ALLOWED_TYPES_SINCE = '2026-09-30';
export const usesAllowedPaymentMethodTypes = (apiVersion: string): boolean =>
  apiVersion.slice(0, 10) >= ALLOWED_TYPES_SINCE;

/** The methods a session offers: the request's list, or the account's methods that take the currency. */
export function paymentMethods(form: FormObject, currency: string, apiVersion: string) {
  const allowedStyle = usesAllowedPaymentMethodTypes(apiVersion);
  const key = allowedStyle ? 'allowed_payment_method_types' : 'payment_method_types';
  const named = stringArray(form, key);
  named?.forEach((type, index) => {
    if (!isFakeMethod(type)) {
      throw invalidRequest(
        `Invalid ${key}[${index}]: the fake Stripe account has only ${FAKE_METHODS.join(', ')} enabled.`,
        `${key}[${index}]`,
      );
    }
  });
  const excluded = stringArray(form, 'excluded_payment_method_types') ?? [];
  const chosen = (named ?? FAKE_METHODS).filter(isFakeMethod).filter((type) => !excluded.includes(type));
  if (!allowedStyle && named) {
    // an explicit list is taken as given: a method that cannot take the currency is an error
    const wrong = chosen.find((type) => !methodTakesCurrency(type, currency));
    if (wrong) {
      throw invalidRequest(
        `The currency provided (${currency}) is invalid for one or more payment method types on this Checkout Session. The payment method type \`${wrong}\` supports the currencies: myr.`,
        'payment_method_types',
      );
    }
  }
  // the allowed list (and the account's own list) is a filter: incompatible methods drop out
  const types = chosen.filter((type) => methodTakesCurrency(type, currency));
  if (types.length === 0) {
    throw invalidRequest(
      `No valid payment method types for this Checkout Session. The currency provided (${currency}) is not supported by any of the allowed payment method types.`,
      named ? key : 'currency',
    );
  }
  return { types, allowed: allowedStyle ? (named ?? null) : null };
}
