import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** The app version, the data protection officer and the dictionary pages (in the request language). */
export const contentKeys = {
  appVersion: () => [queryRoots.content, 'app-version'] as const,
  /** The data protection officer the policy page names. */
  dpo: () => [queryRoots.content, 'dpo'] as const,
  dictionary: (dictionaryId: string, locale: Locale) =>
    [queryRoots.content, 'dictionary', dictionaryId, locale] as const,
};
