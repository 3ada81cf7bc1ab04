import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
  ownStore,
} from '../../testing/office-permission-matrix';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { registerApproved, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The people calls' permission matrix (docs/decisions/018-back-office.md), by hand: managers and
 * the company; a manager only their own store's people (another store's answer "not found", 1401).
 * Each change gets a fresh person of the demo store, so every caller meets the same state.
 */

interface Ctx {
  /** A new sales consultant of the demo store (deactivated when asked). */
  fresh: (disabled?: boolean) => Promise<number>;
  storeId: number;
}
const row = officeRow<Ctx>();

const MATRIX: OfficeRow<Ctx>[] = [
  row(api.officePeoplePage, { allow: ['manager', 'otherManager', 'company'], payload: () => ({}) }),
  row(api.officePersonUpdate, {
    ...ownStore,
    payload: async ({ fresh, storeId }) => ({ id: await fresh(), role: 'technician', storeId }),
  }),
  row(api.officePersonDeactivate, { ...ownStore, payload: async ({ fresh }) => ({ id: await fresh() }) }),
  row(api.officePersonActivate, { ...ownStore, payload: async ({ fresh }) => ({ id: await fresh(true) }) }),
];

describe('the people permission matrix covers the contract', () => {
  it('has a row for every people call, each staff-only', () => {
    expectRowsCover(MATRIX, (path) => path.startsWith('/api/app/office/people/'));
  });
});

describeOnEachDatabase('people permission matrix', (kind) => {
  let world: World;
  let n = 0;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
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

  itAnswersEveryCaller(MATRIX, { world: () => world, context: () => ({ fresh, storeId: world.store.id }) });
});
