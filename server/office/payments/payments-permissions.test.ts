import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { paidInstall, setupWorld, type World } from '../../testing/staff-fixtures';

/*
 * The office's payments, every role against every call, written out by hand (not derived from
 * PERMISSIONS). Managers and the company search payments (a manager: their store's) and record a
 * failed refund as returned another way (the refund review's rule); the settlement is the
 * company's alone. An office payment call without a row fails the test.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];

interface Row {
  /** The answer code each caller gets; callers not named get 1104. */
  expect: Partial<Record<Who, number>>;
  payload: object;
}

const MATRIX: Record<string, Row> = {
  '/api/app/office/payment/page': { expect: { manager: 200, otherManager: 200, company: 200 }, payload: {} },
  // no such refund: allowed callers get past the permission check to "not found"
  '/api/app/office/payment/refund/manual': {
    expect: { manager: ResultCode.notFound, otherManager: ResultCode.notFound, company: ResultCode.notFound },
    payload: { id: 2_000_000_000, method: 'bankTransfer', reference: 'TRX-1', note: '' },
  },
  '/api/app/office/payment/settlement': { expect: { company: 200 }, payload: { date: '2026-03-10' } },
};

describe('the office payments matrix covers the contract', () => {
  it('has a row for every office payment call, each staff-only', () => {
    const calls = allCalls.filter((c) => c.path.startsWith('/api/app/office/payment/'));
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const call of calls) {
      expect(MATRIX[call.path], call.path).toBeDefined();
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

  for (const [path, row] of Object.entries(MATRIX)) {
    for (const who of everyone) {
      const code = row.expect[who] ?? ResultCode.forbidden;
      it(`${path} as ${who}: ${code}`, async () => {
        const res = await world.server.call(path, row.payload, { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(code);
      });
    }
  }
});
