import type { Localized } from '../db/schema';

export type Lang = 'en' | 'ms' | 'zh';

/** Reads the `language` header (en_us, ms_my, zh_cn; the app locale names are accepted too). */
export function langFromHeader(value: string | undefined): Lang {
  const v = (value ?? '').toLowerCase();
  if (v === 'ms_my' || v === 'ms') return 'ms';
  if (v === 'zh_cn' || v === 'zh-hans' || v === 'zh') return 'zh';
  return 'en';
}

/** Picks the request language from a stored three-language text, English when one is empty. */
export function pick(text: Localized, lang: Lang): string {
  return text[lang] || text.en;
}
