import * as queryRoots from '@/shared/lib/query-roots';

/** A store's appointment slots and the days it is closed (the store list: shared-keys.ts). */
export const storeKeys = {
  slots: (storeId: number, date: string) => [queryRoots.stores, 'slots', storeId, date] as const,
  closedDays: (storeId: number, from: string, days: number) =>
    [queryRoots.stores, 'closed-days', storeId, from, days] as const,
};
