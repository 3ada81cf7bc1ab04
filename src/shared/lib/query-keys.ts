import type { CarRef } from '@/shared/contract/catalog';
import type { Locale } from '@/shared/contract/envelope';

/*
 * The query cache's keys. Each feature owns the key factory of what it reads
 * (`features/<feature>/api/keys.ts`), built on a root named here; a feature that must refresh
 * another's data (checkout -> orders and cart, login -> garage, the staff desks -> staff) names
 * the root, never a bare array. The few calls that several features read are keyed here, once, so
 * the same call has the same key everywhere. A call whose answer depends on the language has the
 * locale in its key, always. A source-scan test (query-keys.test.ts) refuses inline key arrays.
 */

/** The top-level resources of the cache: invalidating a root refreshes every query under it. */
export const queryRoots = {
  user: ['user'],
  garage: ['garage'],
  catalog: ['catalog'],
  content: ['content'],
  stores: ['stores'],
  cart: ['cart'],
  checkout: ['checkout'],
  orders: ['orders'],
  complaints: ['complaints'],
  messages: ['messages'],
  help: ['help'],
  staff: ['staff'],
  staffAccount: ['staff-account'],
} as const;

/** Calls read by more than one feature: one key per call. */
export const sharedKeys = {
  /** The logged-in user (`currentUser`; the login answers prefill it). */
  currentUser: () => [...queryRoots.user, 'current'] as const,
  /** The caller's cars (`carList`). */
  garageCars: () => [...queryRoots.garage, 'cars'] as const,
  /** The car catalogue (`vehicleSpecList`, not localised). */
  vehicleSpecs: () => [...queryRoots.catalog, 'vehicle-specs'] as const,
  /** The sizes that fit a car (`carSizes`). */
  carSizes: (locale: Locale, car: CarRef) =>
    [...queryRoots.catalog, 'car-sizes', locale, car.specId, car.year] as const,
};
