import * as queryRoots from '@/shared/lib/query-roots';

/** A store's page, its appointment slots and the days it is closed (the store list: shared-keys.ts). */
export const storeKeys = {
  slots: (storeId: number, date: string) => [queryRoots.stores, 'slots', storeId, date] as const,
  closedDays: (storeId: number, from: string, days: number) =>
    [queryRoots.stores, 'closed-days', storeId, from, days] as const,
  /** One store for its page; holiday names come in the reader's language. */
  detail: (storeId: number, locale: string) => [queryRoots.stores, 'detail', storeId, locale] as const,
  /** A store's average stars and how many ratings (get-store-rating.ts). */
  rating: (storeId: number) => [queryRoots.stores, 'rating', storeId] as const,
};
