import type { CarRef } from '@/shared/contract/catalog';
import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** A work order and the staff it can be dispatched to, under the staff root (every step refreshes it). */
export const workOrderKeys = {
  detail: (id: number, locale: Locale) => [queryRoots.staff, 'workorder', id, locale] as const,
  members: (storeId: number | undefined) => [queryRoots.staff, 'members', storeId] as const,
  /** The products that fit one car, named in the request language (quoting extra work). */
  quotable: (locale: Locale, car: CarRef) => [queryRoots.staff, 'quotable', locale, car.specId, car.year] as const,
};
