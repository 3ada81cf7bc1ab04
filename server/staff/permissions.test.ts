import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/shared/contract/calls';
import { ResultCode } from '../../src/shared/contract/codes';
import { describeOnEachDatabase, startTestServer, type Session } from '../testing/harness';
import { paidInstall, payInSandbox, setupWorld, type World } from '../testing/staff-fixtures';

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

type Who =
  'customer' | 'sales' | 'technician' | 'manager' | 'company' | 'otherSales' | 'otherTechnician' | 'otherManager';
const everyone: Who[] = [
  'customer',
  'sales',
  'technician',
  'manager',
  'company',
  'otherSales',
  'otherTechnician',
  'otherManager',
];
const otherStore: Partial<Record<Who, 'sales' | 'technician' | 'manager'>> = {
  otherSales: 'sales',
  otherTechnician: 'technician',
  otherManager: 'manager',
};

interface Targets {
  workOrderId: number;
  complaintId: number;
  refundId: number;
  pickupOrderId: number;
  mailOrderId: number;
  staffUserId: number;
  storeId: number;
}

type Data = unknown;
interface Row {
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

const MATRIX: Record<string, Row> = {
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

const staffPaths = allCalls.map((c) => c.path).filter((p) => p.startsWith('/api/app/staff/'));
/** The matrix's order, which the journeys below follow (a step may rely on one before it). */
const matrixPaths = Object.keys(MATRIX);

describe('the permission matrix covers the contract', () => {
  it('has a row for every staff call, and no row for a call that does not exist', () => {
    expect(staffPaths.length).toBeGreaterThan(20);
    for (const path of staffPaths) expect(MATRIX[path], `matrix row for ${path}`).toBeDefined();
    for (const path of Object.keys(MATRIX)) expect(staffPaths, path).toContain(path);
  });
  it('makes every non-public staff call staff-only in the contract', () => {
    for (const call of allCalls.filter((c) => c.path.startsWith('/api/app/staff/'))) {
      expect(call.auth, call.path).toBe(MATRIX[call.path]?.allow === 'public' ? 'public' : 'staff');
    }
  });
});

describeOnEachDatabase('staff permission matrix', (kind) => {
  let world: World;
  let targets: Targets;
  let sessions: Record<Who, Session>;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const { server, customer } = world;
    sessions = {
      customer: world.customer,
      sales: world.sales,
      technician: world.technician,
      manager: world.manager,
      company: world.company,
      otherSales: world.otherSales,
      otherTechnician: world.otherTechnician,
      otherManager: world.otherManager,
    };
    // a work order cancelled by an approved refund, with a processed complaint
    const { orderId, workOrderId } = await paidInstall(world);
    const refund = await server.call<{ id: number }>(
      '/api/app/order/vehicle/order/app/refund',
      { orderId, reason: 'x', contact: 'x' },
      { session: customer },
    );
    const approved = await server.call(
      '/api/app/staff/refund/review',
      { id: refund.body.data.id, approve: true, note: 'ok' },
      { session: world.manager },
    );
    expect(approved.body.code, approved.body.msg).toBe(200);
    const complaint = await server.call<{ id: number }>(
      '/api/app/order/vehicle/order/complaint',
      { orderId, content: 'x' },
      { session: customer },
    );
    const processed = await server.call(
      '/api/app/staff/complaint/update',
      { id: complaint.body.data.id, status: 'processed', processingResult: 'done' },
      { session: world.manager },
    );
    expect(processed.body.code, processed.body.msg).toBe(200);
    // a collected self-pickup order of the demo store
    const pickup = await server.call<{ id: number }>(
      '/api/app/order/vehicle/order/app/add',
      {
        orderType: 'pickup',
        lines: [{ productId: world.dashcam.id, quantity: 1 }],
        plate: 'W1',
        storeId: world.store.id,
      },
      { session: customer },
    );
    await payInSandbox(server, customer, pickup.body.data.id);
    const detail = await server.call<{ pickupCode: string }>(
      '/api/app/order/vehicle/order/app/find',
      { id: pickup.body.data.id },
      { session: customer },
    );
    const picked = await server.call(
      '/api/app/staff/order/pickup',
      { orderId: pickup.body.data.id, pickupCode: detail.body.data.pickupCode },
      { session: world.sales },
    );
    expect(picked.body.code, picked.body.msg).toBe(200);
    // an unpaid mail order
    const mail = await server.call<{ id: number }>(
      '/api/app/order/vehicle/order/app/add',
      {
        orderType: 'mail',
        lines: [{ productId: world.dashcam.id, quantity: 1 }],
        plate: 'W1',
        mailingAddress: {
          name: 'A',
          phone: '0123456789',
          line1: '1 Jalan',
          postcode: '50450',
          city: 'KL',
          state: 'Kuala Lumpur',
        },
      },
      { session: customer },
    );
    expect(mail.body.code, mail.body.msg).toBe(200);
    targets = {
      workOrderId,
      complaintId: complaint.body.data.id,
      refundId: refund.body.data.id,
      pickupOrderId: pickup.body.data.id,
      mailOrderId: mail.body.data.id,
      staffUserId: world.technician.userId,
      storeId: world.store.id,
    };
  });
  afterAll(() => world.server.close());

  for (const path of matrixPaths) {
    const row = MATRIX[path] as Row;
    for (const who of everyone) {
      const role = (otherStore[who] ?? who) as 'customer' | 'sales' | 'technician' | 'manager' | 'company';
      const allowed = row.allow === 'public' || (role !== 'customer' && row.allow.includes(role));
      const expected = !allowed
        ? 'forbidden (1104)'
        : otherStore[who] && row.scope === 'thing'
          ? 'not found (1401)'
          : otherStore[who] && row.scope === 'list'
            ? 'allowed, without the other store’s work'
            : 'allowed';
      it(`${path} as ${who}: ${expected}`, async () => {
        const res = await world.server.call(path, row.payload(targets), { session: sessions[who] });
        const { code } = res.body;
        if (!allowed) {
          expect(code, res.body.msg).toBe(ResultCode.forbidden);
        } else if (expected.startsWith('not found')) {
          expect(code, res.body.msg).toBe(ResultCode.notFound);
        } else {
          expect([ResultCode.forbidden, ResultCode.notFound, ResultCode.sessionExpired], res.body.msg).not.toContain(
            code,
          );
          expect(code, res.body.msg).not.toBeGreaterThanOrEqual(5000);
          if (row.sees && row.allow !== 'public') {
            expect(code, res.body.msg).toBe(200);
            expect(row.sees(res.body.data, targets)).toBe(!otherStore[who]);
          }
        }
      });
    }
  }
});
