import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
} from '../../testing/office-permission-matrix';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The office dashboard, every role against every call, written out by hand: managers and the
 * company see it (a manager only their store's numbers: dashboard.test.ts), nobody else.
 */

const row = officeRow();
const MATRIX: OfficeRow[] = [
  row(api.officeDashboardSummary, { allow: ['manager', 'otherManager', 'company'], payload: () => ({}) }),
  row(api.officeExtraWorkSummary, { allow: ['manager', 'otherManager', 'company'], payload: () => ({}) }),
];

describe('the office dashboard matrix covers the contract', () => {
  it('has a row for every dashboard call, each staff-only', () => {
    expectRowsCover(MATRIX, (path) => path.startsWith('/api/app/office/dashboard/'));
  });
});

describeOnEachDatabase('office dashboard permission matrix', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 60_000);
  afterAll(() => world.server.close());

  itAnswersEveryCaller(MATRIX, { world: () => world });
});
