import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** Query keys of the orders feature, under the orders root so one invalidation refreshes them all. */
export const orderKeys = {
  all: queryRoots.rootKey(queryRoots.orders),
  groups: () => [queryRoots.orders, 'groups'] as const,
  page: (group: string, locale: Locale) => [queryRoots.orders, 'page', group, locale] as const,
  detail: (id: number, locale: Locale) => [queryRoots.orders, 'detail', id, locale] as const,
  store: (id: number) => [queryRoots.orders, 'store', id] as const,
  refund: (orderId: number) => [queryRoots.orders, 'refund', orderId] as const,
  payStatus: (query: unknown) => [queryRoots.orders, 'pay-status', query] as const,
  rating: (orderId: number) => [queryRoots.orders, 'rating', orderId] as const,
  reorder: (orderId: number, locale: Locale) => [queryRoots.orders, 'reorder', orderId, locale] as const,
};
