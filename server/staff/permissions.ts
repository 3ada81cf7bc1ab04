import { sql, type SQL } from 'drizzle-orm';
import { can as canRole, type StaffAction } from '../../src/shared/contract/work-order-flow';
import type { SessionUser } from '../auth/session.service';
import { orders, type Localized } from '../db/schema';
import { forbidden, notFound } from '../http/errors';

export { PERMISSIONS, type StaffAction } from '../../src/shared/contract/work-order-flow';

export const can = (user: Pick<SessionUser, 'role'>, action: StaffAction) => canRole(user.role, action);

/** The caller, when their role may take this step; otherwise 1104. */
export function requireAction(user: SessionUser | null, action: StaffAction): SessionUser {
  if (!user || !can(user, action)) throw forbidden();
  // store staff without a store cannot see any store's work
  if (user.role !== 'company' && user.storeId === null) throw forbidden();
  return user;
}

/** The stores a caller sees: null for the company (all), else their own store. */
export const storeScope = (user: SessionUser): number | null => (user.role === 'company' ? null : user.storeId);

/** Refuses a thing of another store as if it did not exist (1401), so ids reveal nothing. */
export function requireStore(user: SessionUser, storeId: number | null, thing: Localized) {
  if (user.role === 'company') return;
  if (storeId === null || storeId !== user.storeId) throw notFound(thing);
}

/** The store that serves an order: the workshop of an installation, the counter of a self-pickup. */
export const orderStoreId = (order: { storeId: number | null; pickupStoreId: number | null }) =>
  order.storeId ?? order.pickupStoreId;

/** Orders of the caller's store (install at it or picked up there); the company: every order. */
export function orderScope(user: { role: string; storeId: number | null }): SQL | undefined {
  if (user.role === 'company') return undefined;
  const id = user.storeId ?? -1;
  return sql`coalesce(${orders.storeId}, ${orders.pickupStoreId}) = ${id}`;
}
