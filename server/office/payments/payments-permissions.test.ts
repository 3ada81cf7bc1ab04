import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../../src/shared/contract/define-call';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { paidInstall, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The office's payments, every role against every call, written out by hand (not derived from
 * PERMISSIONS). Managers and the company search payments (a manager: their store's) and record a
 * failed refund as returned another way (the refund review's rule); the settlement is the
 * company's alone. An office payment call without a row fails the test.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];

interface Row<P = unknown> {
  call: CallDefinition;
  /** The answer code each caller gets; callers not named get 1104. */
  expect: Partial<Record<Who, number>>;
  payload: P;
}
/** A row whose payload is checked as its call's. */
const row = <C extends CallDefinition>(call: C, r: NoInfer<Omit<Row<PayloadOf<C>>, 'call'>>): Row => ({ call, ...r });

const MATRIX: Row[] = [
  row(api.officePaymentPage, { expect: { manager: 200, otherManager: 200, company: 200 }, payload: {} }),
  // no such refund: allowed callers get past the permission check to "not found"
  row(api.officeManualRefund, {
    expect: { manager: ResultCode.notFound, otherManager: ResultCode.notFound, company: ResultCode.notFound },
    payload: { id: 2_000_000_000, method: 'bankTransfer', reference: 'TRX-1', note: '' },
  }),
  row(api.officeSettlement, { expect: { company: 200 }, payload: { date: '2026-03-10' } }),
];
const byPath = Object.fromEntries(MATRIX.map((r) => [r.call.path, r]));

describe('the office payments matrix covers the contract', () => {
  it('has a row for every office payment call, each staff-only', () => {
    const calls = allCalls.filter((c) => c.path.startsWith('/api/app/office/payment/'));
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const call of calls) {
      expect(byPath[call.path], call.path).toBeDefined();
      expect(call.auth, call.path).toBe('staff');
    }
  });
});

describeOnEachDatabase('office payments permission matrix', (kind) => {
  let world: World;
  let sessions: Record<Who, Session>;

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
    await paidInstall(world);
  }, 90_000);
  afterAll(() => world.server.close());

  for (const row of MATRIX) {
    for (const who of everyone) {
      const code = row.expect[who] ?? ResultCode.forbidden;
      it(`${row.call.path} as ${who}: ${code}`, async () => {
        const res = await world.server.call(row.call, row.payload, { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(code);
      });
    }
  }
});
