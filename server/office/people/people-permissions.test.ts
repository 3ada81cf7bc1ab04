import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { registerApproved, setupWorld, type World } from '../../testing/staff-fixtures';

/*
 * The people calls' permission matrix (issue 18), by hand: managers and the company; a manager only
 * their own store's people (another store's answer "not found", 1401). Each change gets a fresh
 * person of the demo store, so every caller meets the same state.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];
const ofStore = { allow: ['manager', 'company'] as Who[], hidden: ['otherManager'] as Who[] };

interface Row {
  allow: Who[];
  hidden?: Who[];
  payload: (fresh: (disabled?: boolean) => Promise<number>, storeId: number) => Promise<object> | object;
}

const MATRIX: Record<string, Row> = {
  '/api/app/office/people/page': { allow: ['manager', 'otherManager', 'company'], payload: () => ({}) },
  '/api/app/office/people/update': {
    ...ofStore,
    payload: async (fresh, storeId) => ({ id: await fresh(), role: 'technician', storeId }),
  },
  '/api/app/office/people/deactivate': { ...ofStore, payload: async (fresh) => ({ id: await fresh() }) },
  '/api/app/office/people/activate': { ...ofStore, payload: async (fresh) => ({ id: await fresh(true) }) },
};

describe('the people permission matrix covers the contract', () => {
  it('has a row for every people call, each staff-only', () => {
    const calls = allCalls.filter((c) => c.path.startsWith('/api/app/office/people/'));
    expect(calls.map((c) => c.path).sort()).toEqual(Object.keys(MATRIX).sort());
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
    const page = await world.server.call<{ list: { id: number }[] }>(
      '/api/app/office/people/page',
      { keyword: phone },
      { session: world.company },
    );
    const id = page.body.data.list[0]?.id ?? 0;
    if (disabled) await world.server.call('/api/app/office/people/deactivate', { id }, { session: world.company });
    return id;
  }

  for (const [path, row] of Object.entries(MATRIX)) {
    for (const who of everyone) {
      const expected = row.allow.includes(who)
        ? 200
        : row.hidden?.includes(who)
          ? ResultCode.notFound
          : ResultCode.forbidden;
      it(`${path} as ${who}: ${expected}`, async () => {
        const res = await world.server.call(path, await row.payload(fresh, world.store.id), { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(expected);
      });
    }
  }
});
