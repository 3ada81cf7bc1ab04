/*
 * The permission matrix (issue 7): every role against every staff call. The targets are things of
 * the demo store that no step can change any more (a cancelled work order, a processed complaint, a
 * completed refund, a collected pickup order, an active staff member, an unpaid mail order), so an
 * allowed caller gets past the permission and store checks and is stopped by the state machine
 * (1402) or answered (200), and the matrix can run in any order.
 *
 * Rows are written out by hand on purpose (not derived from server/staff/permissions.ts); a staff
 * call in the contract without a row here fails the test.
 */

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
export interface Row {
  /** Roles allowed (other-store staff are judged by their role, then by the store). */
  allow: ('sales' | 'technician' | 'manager' | 'company')[] | 'public';
  payload: (t: Targets) => object;
  /**
   * 'thing': a thing of the demo store, so other-store staff get 1401.
   * 'list': a list, so other-store staff get 200 without the demo store's target (`sees`).
   * 'central': not a store's (mail orders), so other-store staff are allowed too.
   */
  scope: 'thing' | 'list' | 'central';
  sees?: (data: Data, t: Targets) => boolean;
}

const listIds = (data: Data) => ((data as { list?: { id: number }[] }).list ?? []).map((x) => x.id);
const fake = 'AAAAAAAAAAAAAAAAAAAAAA';
const staffAll: Row['allow'] = ['sales', 'technician', 'manager', 'company'];
const managers: Row['allow'] = ['manager', 'company'];

export const MATRIX: Record<string, Row> = {
  '/api/app/staff/register': {
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
  },
  '/api/app/staff/login': {
    allow: 'public',
    scope: 'central',
    payload: () => ({ phone: '+60127000002', password: 'nope' }),
  },
  '/api/app/staff/signup/page': {
    allow: managers,
    scope: 'list',
    payload: () => ({ status: 'active' }),
    sees: (data, t) => listIds(data).includes(t.staffUserId),
  },
  '/api/app/staff/signup/review': {
    allow: managers,
    scope: 'thing',
    payload: (t) => ({ id: t.staffUserId, approve: true }),
  },
  '/api/app/staff/member/list': {
    allow: managers,
    scope: 'list',
    payload: () => ({}),
    sees: (data, t) => (data as { id: number }[]).some((m) => m.id === t.staffUserId),
  },
  '/api/app/staff/workorder/tabs': {
    allow: staffAll,
    scope: 'thing',
    payload: (t) => ({ storeId: t.storeId }),
  },
  '/api/app/staff/workorder/page': {
    allow: staffAll,
    scope: 'list',
    payload: () => ({ tab: 'cancelled', pageSize: 100 }),
    sees: (data, t) => listIds(data).includes(t.workOrderId),
  },
  '/api/app/staff/workorder/find': { allow: staffAll, scope: 'thing', payload: (t) => ({ id: t.workOrderId }) },
  '/api/app/staff/workorder/dispatch': {
    allow: managers,
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, technicianId: t.staffUserId }),
  },
  '/api/app/staff/workorder/accept': { allow: ['technician'], scope: 'thing', payload: (t) => ({ id: t.workOrderId }) },
  '/api/app/staff/workorder/reject': {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, reason: 'x' }),
  },
  '/api/app/staff/workorder/handover': {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, draft: true }),
  },
  '/api/app/staff/workorder/group-photo': {
    allow: ['sales'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, photo: fake }),
  },
  '/api/app/staff/workorder/progress': {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, draft: true }),
  },
  '/api/app/staff/workorder/signoff': {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, orderItemId: 1, signerName: 'x', signature: fake }),
  },
  '/api/app/staff/workorder/return': {
    allow: ['technician'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, photos: [fake] }),
  },
  '/api/app/staff/workorder/deliver': { allow: ['sales'], scope: 'thing', payload: (t) => ({ id: t.workOrderId }) },
  '/api/app/staff/workorder/rework': {
    allow: ['technician', 'manager', 'company'],
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId, reason: 'x', description: 'x' }),
  },
  '/api/app/staff/workorder/note': {
    allow: staffAll,
    scope: 'thing',
    payload: (t) => ({ id: t.workOrderId }),
  },
  '/api/app/staff/complaint/page': {
    allow: staffAll,
    scope: 'list',
    payload: () => ({ pageSize: 100 }),
    sees: (data, t) => listIds(data).includes(t.complaintId),
  },
  '/api/app/staff/complaint/update': {
    allow: managers,
    scope: 'thing',
    payload: (t) => ({ id: t.complaintId, status: 'in_progress' }),
  },
  '/api/app/staff/refund/page': {
    allow: managers,
    scope: 'list',
    payload: () => ({ pageSize: 100 }),
    sees: (data, t) => listIds(data).includes(t.refundId),
  },
  '/api/app/staff/refund/review': {
    allow: managers,
    scope: 'thing',
    payload: (t) => ({ id: t.refundId, approve: true }),
  },
  '/api/app/staff/order/page': {
    allow: ['sales', 'manager', 'company'],
    scope: 'list',
    payload: () => ({ orderType: 'pickup', done: true, pageSize: 100 }),
    sees: (data, t) => listIds(data).includes(t.pickupOrderId),
  },
  '/api/app/staff/order/find': {
    allow: ['sales', 'manager', 'company'],
    scope: 'thing',
    payload: (t) => ({ id: t.pickupOrderId }),
  },
  '/api/app/staff/order/pickup': {
    allow: ['sales'],
    scope: 'thing',
    payload: (t) => ({ orderId: t.pickupOrderId, pickupCode: '123456' }),
  },
  '/api/app/staff/order/pack': {
    allow: ['sales'],
    scope: 'central',
    payload: (t) => ({ orderId: t.mailOrderId }),
  },
  '/api/app/staff/order/ship': {
    allow: ['sales'],
    scope: 'central',
    payload: (t) => ({ orderId: t.mailOrderId, expressCompany: 'Pos Laju', expressNo: 'EP1' }),
  },
  '/api/app/staff/order/note': {
    allow: ['sales', 'manager', 'company'],
    scope: 'thing',
    payload: (t) => ({ orderId: t.pickupOrderId, cmsOrderNo: 'CMS-1' }),
  },
  '/api/app/staff/store/overview': {
    allow: managers,
    scope: 'list',
    payload: () => ({}),
    sees: (data, t) => (data as { stores: { storeId: number }[] }).stores.some((s) => s.storeId === t.storeId),
  },
};
