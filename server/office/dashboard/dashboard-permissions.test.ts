import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';

/*
 * The office dashboard, every role against every call, written out by hand: managers and the
 * company see it (a manager only their store's numbers: dashboard.test.ts), nobody else.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];

const MATRIX: Record<string, { allow: Who[]; payload: object }> = {
  '/api/app/office/dashboard/summary': { allow: ['manager', 'otherManager', 'company'], payload: {} },
};

describe('the office dashboard matrix covers the contract', () => {
  it('has a row for every dashboard call, each staff-only', () => {
    const calls = allCalls.filter((c) => c.path.startsWith('/api/app/office/dashboard/'));
    expect(calls.length).toBeGreaterThanOrEqual(1);
    for (const call of calls) {
      expect(MATRIX[call.path], call.path).toBeDefined();
      expect(call.auth, call.path).toBe('staff');
    }
  });
});

describeOnEachDatabase('office dashboard permission matrix', (kind) => {
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
  }, 60_000);
  afterAll(() => world.server.close());

  for (const [path, row] of Object.entries(MATRIX)) {
    for (const who of everyone) {
      const allowed = row.allow.includes(who);
      it(`${path} as ${who}: ${allowed ? 'allowed' : 'forbidden (1104)'}`, async () => {
        const res = await world.server.call(path, row.payload, { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(allowed ? 200 : ResultCode.forbidden);
      });
    }
  }
});
