import { isCalendarDate } from './calendar-date';
/**
 * Route search-param schemas (Standard Schema, which TanStack Router's validateSearch accepts).
 * Hand-written instead of zod: they sit in the first bundle of every page, where zod/mini cost
 * 6 KB gzip of the 130 KB Home budget (docs/decisions). Lenient by design: a bad value is
 * dropped, never an error page; unknown keys are dropped too.
 */

/** Reads one raw search value; undefined means absent or invalid. */
export type SearchField<T> = (raw: unknown) => T | undefined;
type Shape = Record<string, SearchField<unknown>>;
type ValueOf<F> = F extends SearchField<infer T> ? T : never;
export type SearchOf<S extends Shape> = { [K in keyof S]?: ValueOf<S[K]> };

export interface SearchSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'roda';
    readonly validate: (value: unknown) => { value: T };
    readonly types?: { readonly input: T; readonly output: T };
  };
}

function toNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw.trim() !== '') return Number(raw);
  return Number.NaN;
}

export const optionalId: SearchField<number> = (raw) => {
  const n = toNumber(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export const optionalText: SearchField<string> = (raw) => {
  const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  return value && value.length <= 200 ? value : undefined;
};

export const optionalAmount: SearchField<number> = (raw) => {
  const n = toNumber(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : undefined;
};

export const optionalFlag: SearchField<boolean> = (raw) => {
  if (raw === true || raw === 'true' || raw === 1 || raw === '1') return true;
  if (raw === false || raw === 'false' || raw === 0 || raw === '0') return false;
  return undefined;
};

/** A calendar date (YYYY-MM-DD) that exists. */
export const optionalDate: SearchField<string> = (raw) =>
  typeof raw === 'string' && isCalendarDate(raw) ? raw : undefined;

/** One of a fixed list of strings. */
export const oneOf =
  <const V extends readonly string[]>(values: V): SearchField<V[number]> =>
  (raw) =>
    typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as V[number]) : undefined;

/** An object schema over search fields: keeps the valid ones, drops the rest. */
export function searchSchema<S extends Shape>(shape: S): SearchSchema<SearchOf<S>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'roda',
      validate: (value) => {
        const input = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(shape)) {
          const parsed = (shape[key] as SearchField<unknown>)(input[key]);
          if (parsed !== undefined) out[key] = parsed;
        }
        return { value: out as SearchOf<S> };
      },
    },
  };
}

/** Validates outside the router (tests, links built by hand). */
export function parseSearch<T>(schema: SearchSchema<T>, value: unknown): T {
  return schema['~standard'].validate(value).value;
}
