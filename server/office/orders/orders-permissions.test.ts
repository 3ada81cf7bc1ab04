import { afterAll, beforeAll, describe, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { ORDER_EXPORT_PATH } from '../../../src/shared/contract/office-orders';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
} from '../../testing/office-permission-matrix';
import { paidInstall, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The office's orders and refunds, every role against every call, written out by hand (not derived
 * from PERMISSIONS). Managers and the company search, read and review; a manager reads another
 * store's order as not found (1401). An office order or refund call without a row fails the test.
 */

const row = officeRow<number>();

const MATRIX: OfficeRow<number>[] = [
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

describe('the office orders matrix covers the contract', () => {
  it('has a row for every office order and refund call, each staff-only', () => {
    expectRowsCover(
      MATRIX,
      (path) => path.startsWith('/api/app/office/order/') || path.startsWith('/api/app/office/refund/'),
    );
  });
});

describeOnEachDatabase('office orders permission matrix', (kind) => {
  let world: World;
  let orderId: number;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    orderId = (await paidInstall(world)).orderId;
  }, 90_000);
  afterAll(() => world.server.close());

  itAnswersEveryCaller(MATRIX, { world: () => world, context: () => orderId });
});
