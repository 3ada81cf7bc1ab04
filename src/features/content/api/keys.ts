import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** The app version and the dictionary pages (in the request language). */
export const contentKeys = {
  appVersion: () => [queryRoots.content, 'app-version'] as const,
  dictionary: (dictionaryId: string, locale: Locale) =>
    [queryRoots.content, 'dictionary', dictionaryId, locale] as const,
};
