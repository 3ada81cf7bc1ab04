import type { CarRef } from '@/shared/contract/catalog';
import type { PayloadOf } from '@/shared/contract/define-call';
import type { Locale } from '@/shared/contract/envelope';
import type { storeList as storeListCall } from '@/shared/contract/orders';
import type { staffDayPlan as staffDayPlanCall } from '@/shared/contract/staff';
import * as queryRoots from './query-roots';

/*
 * Keys of the calls that more than one feature reads: the same call, the same key, and one query
 * for it in `src/shared/api/`. Imported as a namespace (`import * as sharedKeys`), so a chunk
 * carries only the keys it uses.
 */

/** The logged-in user (`currentUser`; the login answers prefill it). */
export const currentUser = () => [queryRoots.user, 'current'] as const;
/** The caller's cars (`carList`). */
export const garageCars = () => [queryRoots.garage, 'cars'] as const;
/** The car catalogue (`vehicleSpecList`, not localised). */
export const vehicleSpecs = () => [queryRoots.catalog, 'vehicle-specs'] as const;
/** The sizes that fit a car (`carSizes`). */
export const carSizes = (locale: Locale, car: CarRef) =>
  [queryRoots.catalog, 'car-sizes', locale, car.specId, car.year] as const;
/** Product categories (`categoryList`), named in the request language. */
export const categories = (locale: Locale) => [queryRoots.catalog, 'categories', locale] as const;
/** The gateway and the methods it takes (`payMethods`), under the orders root as before. */
export const payMethods = () => [queryRoots.orders, 'pay-methods'] as const;
/** Partner stores (`storeList`), by the whole payload sent (defaults filled in). */
export const storeList = (payload: PayloadOf<typeof storeListCall>) => [queryRoots.stores, 'list', payload] as const;
/** A workshop's day (`staffDayPlan`): the staff start screen and the manager desk, by date and store asked. */
export const staffDayPlan = (locale: Locale, payload: PayloadOf<typeof staffDayPlanCall>) =>
  [queryRoots.staff, 'day-plan', locale, payload] as const;
