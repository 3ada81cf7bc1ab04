import type { Role } from '../../src/shared/contract/fields';
import type { SessionUser } from '../auth/session.service';
import type { Localized } from '../db/schema';
import { forbidden, notFound } from '../http/errors';

/** What a staff member may do; each staff call checks exactly one of these first. */
export type StaffAction =
  | 'viewWork'
  | 'dispatch'
  | 'accept'
  | 'reject'
  | 'handover'
  | 'groupPhoto'
  | 'progress'
  | 'signoff'
  | 'returnPhotos'
  | 'deliver'
  | 'rework'
  | 'reviewSignups'
  | 'listStaff'
  | 'viewComplaints'
  | 'followComplaints'
  | 'reviewRefunds'
  | 'viewOrders'
  | 'handOverGoods'
  | 'noteGoods'
  | 'overview';

const everyone: readonly Role[] = ['sales', 'technician', 'manager', 'company'];
const managers: readonly Role[] = ['manager', 'company'];

/**
 * Role -> steps (issue 7, spec §6). Technicians do the work, sales face the customer, managers
 * run the store; the company may do what a manager does, in every store. Customers: nothing.
 */
export const PERMISSIONS: Record<StaffAction, readonly Role[]> = {
  viewWork: everyone,
  dispatch: managers,
  accept: ['technician'],
  reject: ['technician'],
  handover: ['technician'],
  groupPhoto: ['sales'],
  progress: ['technician'],
  signoff: ['technician'],
  returnPhotos: ['technician'],
  deliver: ['sales'],
  rework: ['technician', 'manager', 'company'],
  reviewSignups: managers,
  listStaff: managers,
  viewComplaints: everyone,
  followComplaints: managers,
  reviewRefunds: managers,
  viewOrders: ['sales', 'manager', 'company'],
  handOverGoods: ['sales'],
  noteGoods: ['sales', 'manager', 'company'],
  overview: managers,
};

export const can = (user: Pick<SessionUser, 'role'>, action: StaffAction) => PERMISSIONS[action].includes(user.role);

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
