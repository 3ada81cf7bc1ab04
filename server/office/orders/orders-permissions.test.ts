import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../../src/shared/contract/define-call';
import { ORDER_EXPORT_PATH } from '../../../src/shared/contract/office-orders';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { exportOrders } from '../../testing/office-orders-fixtures';
import { paidInstall, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The office's orders and refunds, every role against every call, written out by hand (not derived
 * from PERMISSIONS). Managers and the company search, read and review; a manager reads another
 * store's order as not found (1401). An office order or refund call without a row fails the test.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];

interface Row<P = unknown> {
  path: string;
  /** The call of the contract; none for the CSV export, a signed raw route. */
  call?: CallDefinition;
  /** The answer code each caller gets; callers not named get 1104. */
  expect: Partial<Record<Who, number>>;
  payload: (orderId: number) => P;
}
/** A row whose payload is checked as its call's. */
const row = <C extends CallDefinition>(call: C, r: NoInfer<Omit<Row<PayloadOf<C>>, 'call' | 'path'>>): Row => ({
  path: call.path,
  call,
  ...r,
});

const MATRIX: Row[] = [
  row(api.officeOrderPage, { expect: { manager: 200, otherManager: 200, company: 200 }, payload: () => ({}) }),
  row(api.officeOrderFind, {
    expect: { manager: 200, otherManager: ResultCode.notFound, company: 200 },
    payload: (id) => ({ id }),
  }),
  // no such refund: allowed callers get past the permission check to "not found"
  row(api.officeRefundReview, {
    expect: { manager: ResultCode.notFound, otherManager: ResultCode.notFound, company: ResultCode.notFound },
    payload: () => ({ id: 2_000_000_000, approve: false, note: 'No' }),
  }),
  { path: ORDER_EXPORT_PATH, expect: { manager: 200, otherManager: 200, company: 200 }, payload: () => ({}) },
];
const byPath = Object.fromEntries(MATRIX.map((r) => [r.path, r]));

describe('the office orders matrix covers the contract', () => {
  it('has a row for every office order and refund call, each staff-only', () => {
    const calls = allCalls.filter(
      (c) => c.path.startsWith('/api/app/office/order/') || c.path.startsWith('/api/app/office/refund/'),
    );
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const call of calls) {
      expect(byPath[call.path], call.path).toBeDefined();
      expect(call.auth, call.path).toBe('staff');
    }
  });
});

describeOnEachDatabase('office orders permission matrix', (kind) => {
  let world: World;
  let sessions: Record<Who, Session>;
  let orderId: number;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    sessions = {
      customer: world.customer,
      sales: world.sales,
      technician: world.technician,
      manager: world.manager,
      otherManager: world.otherManager,
      company: world.company,
    };
    orderId = (await paidInstall(world)).orderId;
  }, 90_000);
  afterAll(() => world.server.close());

  for (const row of MATRIX) {
    const { path, call } = row;
    for (const who of everyone) {
      const code = row.expect[who] ?? ResultCode.forbidden;
      it(`${path} as ${who}: ${code}`, async () => {
        if (!call) {
          const res = await exportOrders(world.server, sessions[who], {});
          if (code === 200) expect(res.headers.get('content-type')).toContain('text/csv');
          else expect(((await res.json()) as { code: number }).code).toBe(code);
          return;
        }
        const res = await world.server.call(call, row.payload(orderId), { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(code);
      });
    }
  }
});
