import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../../src/shared/contract/define-call';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The office dashboard, every role against every call, written out by hand: managers and the
 * company see it (a manager only their store's numbers: dashboard.test.ts), nobody else.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];

interface Row<P = unknown> {
  call: CallDefinition;
  allow: Who[];
  payload: P;
}
/** A row whose payload is checked as its call's. */
const row = <C extends CallDefinition>(call: C, r: NoInfer<Omit<Row<PayloadOf<C>>, 'call'>>): Row => ({ call, ...r });
const MATRIX: Row[] = [row(api.officeDashboardSummary, { allow: ['manager', 'otherManager', 'company'], payload: {} })];
const byPath = Object.fromEntries(MATRIX.map((r) => [r.call.path, r]));

describe('the office dashboard matrix covers the contract', () => {
  it('has a row for every dashboard call, each staff-only', () => {
    const calls = allCalls.filter((c) => c.path.startsWith('/api/app/office/dashboard/'));
    expect(calls.length).toBeGreaterThanOrEqual(1);
    for (const call of calls) {
      expect(byPath[call.path], call.path).toBeDefined();
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

  for (const row of MATRIX) {
    for (const who of everyone) {
      const allowed = row.allow.includes(who);
      it(`${row.call.path} as ${who}: ${allowed ? 'allowed' : 'forbidden (1104)'}`, async () => {
        const res = await world.server.call(row.call, row.payload, { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(allowed ? 200 : ResultCode.forbidden);
      });
    }
  }
});
