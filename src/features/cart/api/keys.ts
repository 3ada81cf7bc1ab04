import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** Key root of everything the cart shows; every cart mutation invalidates it. */
export const cartKeys = {
  all: queryRoots.rootKey(queryRoots.cart),
  /** The lines, with product names in the request language. */
  page: (locale: Locale) => [queryRoots.cart, 'page', locale] as const,
  count: () => [queryRoots.cart, 'count'] as const,
};
