import { countryOfLocale, localeOfCountry, locales, type Country, type Locale } from '@/shared/contract/envelope';

/** The local storage keys (docs/product.md#storage-keys), plus the session secret kept beside `key`. */
export const StorageKey = {
  key: 'key',
  /** HMAC secret of the session in `key`; written and cleared together with it. */
  keySecret: 'key.secret',
  info: 'info',
  language: 'language',
  country: 'country',
  device: 'device',
  height: 'height',
  versionApp: 'versionApp',
  /** A random id of this install, sent as the `device` header (release adoption counts devices). */
  deviceId: 'deviceId',
  carInfoApp: 'carInfoApp',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

export const DEFAULT_LOCALE: Locale = 'en';
export const DEFAULT_COUNTRY: Country = 'en_us';

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

export function readString(key: StorageKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeString(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // quota exceeded or blocked: the app keeps working from memory
  }
}

export function remove(...keys: StorageKey[]): void {
  for (const key of keys) store()?.removeItem(key);
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

function isLocale(value: string | null): value is Locale {
  return value !== null && (locales as readonly string[]).includes(value);
}

/**
 * The stored interface language (docs/product.md#language): `en` when unset or unknown, in which case
 * `language` = en and `country` = en_us are written so every later read agrees.
 */
export function ensureLanguage(): { locale: Locale; country: Country } {
  const stored = readString(StorageKey.language);
  if (isLocale(stored)) {
    const country = countryOfLocale[stored];
    if (readString(StorageKey.country) !== country) writeString(StorageKey.country, country);
    return { locale: stored, country };
  }
  writeString(StorageKey.language, DEFAULT_LOCALE);
  writeString(StorageKey.country, DEFAULT_COUNTRY);
  return { locale: DEFAULT_LOCALE, country: DEFAULT_COUNTRY };
}

/** Stores a new interface language and the matching `language` header value. */
export function storeLanguage(locale: Locale): void {
  writeString(StorageKey.language, locale);
  writeString(StorageKey.country, countryOfLocale[locale]);
}

/** The `language` header: the stored country, or en_us. */
export function currentCountry(): Country {
  const stored = readString(StorageKey.country);
  return stored !== null && stored in localeOfCountry ? (stored as Country) : DEFAULT_COUNTRY;
}
