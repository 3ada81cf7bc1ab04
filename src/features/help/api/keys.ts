import type { Locale } from '@/shared/contract/envelope';
import { queryRoots } from '@/shared/lib/query-keys';

/** The help robot's topics, in the request language. */
export const helpKeys = {
  topics: (locale: Locale) => [...queryRoots.help, 'topics', locale] as const,
};
