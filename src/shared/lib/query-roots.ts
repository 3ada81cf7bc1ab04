/*
 * The query cache's keys. Each feature owns the key factory of what it reads
 * (`features/<feature>/api/keys.ts`), built on a root named here; a feature that must refresh
 * another's data (checkout -> orders and cart, login -> garage, the staff desks -> staff) names
 * the root, never a bare array. The few calls that several features read are keyed once, in
 * shared-keys.ts, and queried once, in src/shared/api/. A call whose answer depends on the
 * language has the locale in its key, always. Source scans refuse inline key arrays
 * (query-keys.test.ts), a query written twice and a call cached under two keys
 * (query-definitions.test.ts).
 *
 * Imported as a namespace (`import * as queryRoots`). The roots are strings, which the build
 * inlines where they are used (`optimization.inlineConst`), so no chunk carries this table.
 */

/** The key of every query under a root: what a refresh of a whole resource invalidates. */
export const rootKey = <R extends string>(root: R) => [root] as const;

export const user = 'user';
export const garage = 'garage';
export const catalog = 'catalog';
export const content = 'content';
export const stores = 'stores';
export const cart = 'cart';
export const checkout = 'checkout';
export const orders = 'orders';
export const complaints = 'complaints';
export const messages = 'messages';
export const notifications = 'notifications';
export const help = 'help';
export const staff = 'staff';
export const office = 'office';
