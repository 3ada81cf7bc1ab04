import * as queryRoots from '@/shared/lib/query-roots';
import type { StoreQuery } from './get-stores';

/** The store list, a store's appointment slots and the days it is closed. */
export const storeKeys = {
  list: (query: StoreQuery) => [queryRoots.stores, 'list', query] as const,
  slots: (storeId: number, date: string) => [queryRoots.stores, 'slots', storeId, date] as const,
  closedDays: (storeId: number, from: string, days: number) =>
    [queryRoots.stores, 'closed-days', storeId, from, days] as const,
};
