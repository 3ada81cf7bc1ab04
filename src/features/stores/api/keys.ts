import * as queryRoots from '@/shared/lib/query-roots';
import type { StoreQuery } from './get-stores';

/** The store list and a store's appointment slots. */
export const storeKeys = {
  list: (query: StoreQuery) => [queryRoots.stores, 'list', query] as const,
  slots: (storeId: number, date: string) => [queryRoots.stores, 'slots', storeId, date] as const,
};
