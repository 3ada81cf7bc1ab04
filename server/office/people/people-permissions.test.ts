import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../../src/shared/contract/define-call';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { registerApproved, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The people calls' permission matrix (docs/decisions/018-back-office.md), by hand: managers and
 * the company; a manager only their own store's people (another store's answer "not found", 1401).
 * Each change gets a fresh person of the demo store, so every caller meets the same state.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];
const ofStore = { allow: ['manager', 'company'] as Who[], hidden: ['otherManager'] as Who[] };

interface Row<P = unknown> {
  call: CallDefinition;
  allow: Who[];
  hidden?: Who[];
  payload: (fresh: (disabled?: boolean) => Promise<number>, storeId: number) => Promise<P> | P;
}
/** A row whose payload is checked as its call's. */
const row = <C extends CallDefinition>(call: C, r: NoInfer<Omit<Row<PayloadOf<C>>, 'call'>>): Row => ({ call, ...r });

const MATRIX: Row[] = [
  row(api.officePeoplePage, { allow: ['manager', 'otherManager', 'company'], payload: () => ({}) }),
  row(api.officePersonUpdate, {
    ...ofStore,
    payload: async (fresh, storeId) => ({ id: await fresh(), role: 'technician', storeId }),
  }),
  row(api.officePersonDeactivate, { ...ofStore, payload: async (fresh) => ({ id: await fresh() }) }),
  row(api.officePersonActivate, { ...ofStore, payload: async (fresh) => ({ id: await fresh(true) }) }),
];

describe('the people permission matrix covers the contract', () => {
  it('has a row for every people call, each staff-only', () => {
    const calls = allCalls.filter((c) => c.path.startsWith('/api/app/office/people/'));
    expect(calls.map((c) => c.path).sort()).toEqual(MATRIX.map((r) => r.call.path).sort());
    for (const call of calls) expect(call.auth, call.path).toBe('staff');
  });
});

describeOnEachDatabase('people permission matrix', (kind) => {
  let world: World;
  let sessions: Record<Who, Session>;
  let n = 0;

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

  /** A new sales consultant of the demo store (deactivated when asked). */
  async function fresh(disabled = false) {
    const phone = `+6012930${String(n++).padStart(4, '0')}`;
    await registerApproved(world.server, world.company, {
      phone,
      name: `Matrix ${n}`,
      storeId: world.store.id,
      role: 'sales',
    });
    const page = await world.server.call(api.officePeoplePage, { keyword: phone }, { session: world.company });
    const id = page.body.data.list[0]?.id ?? 0;
    if (disabled) await world.server.call(api.officePersonDeactivate, { id }, { session: world.company });
    return id;
  }

  for (const row of MATRIX) {
    for (const who of everyone) {
      const expected = row.allow.includes(who)
        ? 200
        : row.hidden?.includes(who)
          ? ResultCode.notFound
          : ResultCode.forbidden;
      it(`${row.call.path} as ${who}: ${expected}`, async () => {
        const body = await row.payload(fresh, world.store.id);
        const res = await world.server.call(row.call, body, { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(expected);
      });
    }
  }
});
