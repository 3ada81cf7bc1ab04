import type { CarRef } from '@/shared/contract/catalog';
import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from './query-roots';

/*
 * Keys of the calls that more than one feature reads: the same call, the same key. Imported as a
 * namespace (`import * as sharedKeys`), so a chunk carries only the keys it uses.
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
