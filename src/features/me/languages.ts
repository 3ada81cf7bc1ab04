import type { Locale } from '@/shared/contract/envelope';

/** Each language named in itself, so anyone can find their own. */
export const languageNames: Record<Locale, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  'zh-Hans': '简体中文',
};
