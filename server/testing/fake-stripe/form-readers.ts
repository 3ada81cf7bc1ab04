import type Stripe from 'stripe';
import { invalidRequest } from './errors';
import type { FormObject, FormValue } from './form-body';

/** Typed readers over a parsed form, refusing a wrong type or an unknown parameter with Stripe's wording. */

const textOf = (value: FormValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function optionalString(form: FormObject, key: string, param = key): string | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${textOf(value)}`, param);
  if (value === '') {
    throw invalidRequest(
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      param,
    );
  }
  return value;
}

export function requiredString(form: FormObject, key: string, param = key): string {
  const value = optionalString(form, key, param);
  if (value === undefined) throw invalidRequest(`Missing required param: ${param}.`, param);
  return value;
}

export function optionalInteger(form: FormObject, key: string, param = key): number | undefined {
  const value = optionalString(form, key, param);
  if (value === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, param);
  return Number(value);
}

export function optionalHash(form: FormObject, key: string, param = key): FormObject | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid hash', param);
  return value;
}

export function optionalArray(form: FormObject, key: string, param = key): FormValue[] | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidRequest('Invalid array', param);
  return value;
}

export function stringArray(form: FormObject, key: string): string[] | undefined {
  return optionalArray(form, key)?.map((item, index) => {
    if (typeof item !== 'string' || item === '') {
      throw invalidRequest(`Invalid string: ${textOf(item)}`, `${key}[${index}]`);
    }
    return item;
  });
}

/** Stripe's metadata rules: up to 50 keys, keys up to 40 characters, values up to 500; '' unsets. */
export function metadata(form: FormObject, key: string, param = key): Stripe.Metadata {
  const hash = optionalHash(form, key, param);
  const result: Stripe.Metadata = {};
  if (!hash) return result;
  for (const [name, value] of Object.entries(hash)) {
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${textOf(value)}`, `${param}[${name}]`);
    if (name.length > 40) {
      throw invalidRequest(`Metadata keys can have up to 40 characters. The key '${name}' is too long.`, param);
    }
    if (value.length > 500) {
      throw invalidRequest(
        `Metadata values can have up to 500 characters, but you passed in a value that is ${value.length} characters long for the key '${name}'.`,
        `${param}[${name}]`,
      );
    }
    if (value !== '') result[name] = value;
  }
  if (Object.keys(result).length > 50) throw invalidRequest('You can have up to 50 metadata keys.', param);
  return result;
}

export function refuseUnknown(form: FormObject, known: readonly string[]): void {
  for (const key of Object.keys(form)) {
    if (!known.includes(key)) throw invalidRequest(`Received unknown parameter: ${key}`, key);
  }
}

/** `expand[]`: the paths the caller wants as objects rather than ids. */
export function expandParam(form: FormObject): string[] {
  return stringArray(form, 'expand') ?? [];
}

/** Parameters a retrieve or expire takes: `expand` and nothing else (PaymentIntents also `client_secret`). */
export function onlyExpand(form: FormObject, also: readonly string[] = []): string[] {
  refuseUnknown(form, ['expand', ...also]);
  return expandParam(form);
}
