/*
 * The permission matrix (docs/product.md#roles): every role against every staff call. The targets
 * are things of the demo store that no step can change any more (a cancelled work order, a
 * processed complaint, a completed refund, a collected pickup order, an active staff member, an
 * unpaid mail order), so an allowed caller gets past the permission and store checks and is stopped
 * by the state machine (1402) or answered (200), and the matrix can run in any order.
 *
 * Rows are written out by hand on purpose (not derived from server/staff/permissions.ts); a staff
 * call in the contract without a row here fails the test.
 */

import type { CallDefinition, PayloadOf } from '../../src/shared/contract/define-call';
import { api } from '../../tests/support/api';

export type Who =
  'customer' | 'sales' | 'technician' | 'manager' | 'company' | 'otherSales' | 'otherTechnician' | 'otherManager';
export const everyone: Who[] = [
  'customer',
  'sales',
  'technician',
  'manager',
  'company',
  'otherSales',
  'otherTechnician',
  'otherManager',
];
export const otherStore: Partial<Record<Who, 'sales' | 'technician' | 'manager'>> = {
  otherSales: 'sales',
  otherTechnician: 'technician',
  otherManager: 'manager',
};

export interface Targets {
  workOrderId: number;
  complaintId: number;
  refundId: number;
  pickupOrderId: number;
  mailOrderId: number;
  staffUserId: number;
  storeId: number;
}

type Data = unknown;
export interface Row<P = unknown> {
  call: CallDefinition;
  /** Roles allowed (other-store staff are judged by their role, then by the store). */
  allow: ('sales' | 'technician' | 'manager' | 'company')[] | 'public';
  payload: (t: Targets) => P;
  /**
   * 'thing': a thing of the demo store, so other-store staff get 1401.
   * 'list': a list, so other-store staff get 200 without the demo store's target (`sees`).
   * 'central': not a store's (mail orders), so other-store staff are allowed too.
   */
  scope: 'thing' | 'list' | 'central';
  sees?: (data: Data, t: Targets) => boolean;
}
/** A row whose payload is checked as its call's. */
const row = <C extends CallDefinition>(call: C, r: NoInfer<Omit<Row<PayloadOf<C>>, 'call'>>): Row => ({ call, ...r });

const listIds = (data: Data) => ((data as { list?: { id: number }[] }).list ?? []).map((x) => x.id);
const fake = 'AAAAAAAAAAAAAAAAAAAAAA';
const staffAll: Row['allow'] = ['sales', 'technician', 'manager', 'company'];
const managers: Row['allow'] = ['manager', 'company'];

export const MATRIX: Row[] = [
  row(api.staffRegister, {
    allow: 'public',
    scope: 'central',
    payload: (t) => ({
      name: 'x',
      phone: '+60127000001',
      company: 'x',
      storeId: t.storeId,
      role: 'sales',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
      code: '123456',
      agree: true,
    }),
  }),
  row(api.staffLogin, {
    allow: 'public',
    scope: 'central',
    payload: () => ({ phone: '+60127000002', password: 'nope' }),
  }),
  row(api.signupPage, {
    allow: managers,
    scope: 'list',
    payload: () => ({ status: 'active' }),
    sees: (data, t) => listIds(data).includes(t.staffUserId),
  }),
  row(api.signupReview, {
    allow: managers,
    scope: 'thing',
    payload: (t) => ({ id: t.staffUserId, approve: true }),
  }),
  row(api.staffMemberList, {
    allow: managers,
    scope: 'list',
    payload: () => ({}),
    sees: (data, t) => (data as { id: number }[]).some((m) => m.id === t.staffUserId),
  }),
  row(api.workOrderTabsCall, {
    allow: staffAll,
    scope: 'thing',
    payload: (t) => ({ storeId: t.storeId }),
  }),
  row(api.workOrderPage, {
    allow: staffAll,
    scope: 'list',
    payload: () => ({ tab: 'cancelled', pageSize: 100 }),
    sees: (data, t) => listIds(data).includes(t.workOrderId),
  }),
  row(api.workOrderFind, { allow: staffAll, scope: 'thing', payload: (t) => ({ id: t.workOrderId }) }),
  row(api.workOrderDispatch, {
    allow: managers,
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, technicianId: t.staffUserId }),
  }),
  row(api.workOrderAccept, { allow: ['technician'], scope: 'thing', payload: (t) => ({ id: t.workOrderId }) }),
  row(api.workOrderReject, {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, reason: 'x' }),
  }),
  row(api.workOrderHandover, {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, draft: true }),
  }),
  row(api.workOrderGroupPhoto, {
    allow: ['sales'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, photo: fake }),
  }),
  row(api.workOrderProgress, {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, draft: true }),
  }),
  row(api.workOrderSignoff, {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, orderItemId: 1, signerName: 'x', signature: fake }),
  }),
  row(api.workOrderReturn, {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, photos: [fake] }),
  }),
  row(api.workOrderDeliver, { allow: ['sales'], scope: 'thing', payload: (t) => ({ id: t.workOrderId }) }),
  row(api.workOrderRework, {
    allow: ['technician', 'manager', 'company'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, reason: 'x', description: 'x' }),
  }),
  row(api.workOrderNote, {
    allow: staffAll,
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId }),
  }),
  // extra work found on the car: the cancelled work order takes none (1402) once role and store pass
  row(api.workOrderFindingAdd, {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, category: 'brakes', item: 'pads', condition: 'soon', photos: [fake] }),
  }),
  row(api.workOrderPhoneDecision, {
    allow: managers,
    scope: 'thing',
    payload: (t) => ({
      id: t.workOrderId,
      decisions: [{ lineId: 1, decision: 'approve' }],
      personName: 'x',
      reason: 'x',
    }),
  }),
  row(api.staffComplaintPage, {
    allow: staffAll,
    scope: 'list',
    payload: () => ({ pageSize: 100 }),
    sees: (data, t) => listIds(data).includes(t.complaintId),
  }),
  row(api.staffComplaintUpdate, {
    allow: managers,
    scope: 'thing',
    payload: (t) => ({ id: t.complaintId, status: 'in_progress' }),
  }),
  row(api.staffRefundPage, {
    allow: managers,
    scope: 'list',
    payload: () => ({ pageSize: 100 }),
    sees: (data, t) => listIds(data).includes(t.refundId),
  }),
  row(api.staffRefundReview, {
    allow: managers,
    scope: 'thing',
    payload: (t) => ({ id: t.refundId, approve: true }),
  }),
  row(api.staffOrderPage, {
    allow: ['sales', 'manager', 'company'],
    scope: 'list',
    payload: () => ({ orderType: 'pickup', done: true, pageSize: 100 }),
    sees: (data, t) => listIds(data).includes(t.pickupOrderId),
  }),
  row(api.staffOrderFind, {
    allow: ['sales', 'manager', 'company'],
    scope: 'thing',
    payload: (t) => ({ id: t.pickupOrderId }),
  }),
  row(api.staffOrderPickup, {
    allow: ['sales'],
    scope: 'thing',
    payload: (t) => ({ orderId: t.pickupOrderId, pickupCode: '123456' }),
  }),
  row(api.staffOrderPack, {
    allow: ['sales'],
    scope: 'central',
    payload: (t) => ({ orderId: t.mailOrderId }),
  }),
  row(api.staffOrderShip, {
    allow: ['sales'],
    scope: 'central',
    payload: (t) => ({ orderId: t.mailOrderId, expressCompany: 'Pos Laju', expressNo: 'EP1' }),
  }),
  row(api.staffOrderNote, {
    allow: ['sales', 'manager', 'company'],
    scope: 'thing',
    payload: (t) => ({ orderId: t.pickupOrderId, cmsOrderNo: 'CMS-1' }),
  }),
  row(api.storeOverview, {
    allow: managers,
    scope: 'list',
    payload: () => ({}),
    sees: (data, t) => (data as { stores: { storeId: number }[] }).stores.some((s) => s.storeId === t.storeId),
  }),
  row(api.storeRatings, {
    allow: managers,
    scope: 'list',
    payload: () => ({}),
    sees: (data, t) => (data as { stores: { storeId: number }[] }).stores.some((s) => s.storeId === t.storeId),
  }),
  row(api.staffDayPlan, {
    allow: ['sales', 'technician', 'manager', 'company'],
    scope: 'list',
    payload: (t) => ({ storeId: t.storeId }),
    // store staff get their own store's day whatever they ask for
    sees: (data, t) => (data as { storeId: number }).storeId === t.storeId,
  }),
];
