import { z } from 'zod';

/** Every answer of the API, success or failure (docs/architecture.md#envelope). */
export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), data, msg: z.string() });

/** True when `value` has the envelope's shape; the outbox counts only these as answers. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && 'data' in v && typeof v.msg === 'string';
}

/** The `language` header values and the app locales they pair with (docs/architecture.md#language). */
export const countries = ['en_us', 'ms_my', 'zh_cn'] as const;
export type Country = (typeof countries)[number];
export const locales = ['en', 'ms', 'zh-Hans'] as const;
export type Locale = (typeof locales)[number];
export const countryOfLocale: Record<Locale, Country> = { en: 'en_us', ms: 'ms_my', 'zh-Hans': 'zh_cn' };
export const localeOfCountry: Record<Country, Locale> = { en_us: 'en', ms_my: 'ms', zh_cn: 'zh-Hans' };

/** Request headers (docs/product.md#headers; kept here too for the imports that name this module). */
export { HeaderName } from './headers';
