import { i18n, type Messages } from '@lingui/core';
import { localeOfCountry, type Locale } from '@/shared/contract/envelope';
import { currentCountry, ensureLanguage, storeLanguage } from './storage';

/**
 * The translations, one lazy chunk each. English, the source language, has none: every message
 * carries its English, compiled at build time (scripts/lingui-source-messages.ts), which `i18n._`
 * uses when the active catalog has no entry.
 */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => Promise.resolve({ messages: {} }),
  ms: () => import('../../../locales/ms.po'),
  'zh-Hans': () => import('../../../locales/zh-Hans.po'),
};

/** Loads one catalog and makes it the active language. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** At launch: the stored language (en when unset, which also stores en / en_us). */
export async function activateStoredLocale(): Promise<Locale> {
  const { locale } = ensureLanguage();
  await activateLocale(locale);
  return locale;
}

/** Stores and activates a new interface language. */
export async function switchLocale(locale: Locale): Promise<void> {
  storeLanguage(locale);
  await activateLocale(locale);
}

/**
 * The interface language for query keys of language-dependent data: the stored one, which is
 * also what the API client sends, so loaders that run before the catalog is active agree.
 */
export function currentLocale(): Locale {
  return localeOfCountry[currentCountry()];
}
