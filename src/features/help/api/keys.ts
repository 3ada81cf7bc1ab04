import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** The help robot's topics, in the request language. */
export const helpKeys = {
  topics: (locale: Locale) => [queryRoots.help, 'topics', locale] as const,
};
