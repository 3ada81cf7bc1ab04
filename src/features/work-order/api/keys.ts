import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** A work order and the staff it can be dispatched to, under the staff root (every step refreshes it). */
export const workOrderKeys = {
  detail: (id: number, locale: Locale) => [queryRoots.staff, 'workorder', id, locale] as const,
  members: (storeId: number | undefined) => [queryRoots.staff, 'members', storeId] as const,
};
