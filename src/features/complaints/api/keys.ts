import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** The caller's complaints, and the orders to choose from (under the orders root: they change with them). */
export const complaintKeys = {
  all: queryRoots.rootKey(queryRoots.complaints),
  page: () => [queryRoots.complaints, 'page'] as const,
  orderChoice: (locale: Locale) => [queryRoots.orders, 'complaint-choice', locale] as const,
};
