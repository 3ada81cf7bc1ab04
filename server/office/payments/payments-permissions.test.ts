import { afterAll, beforeAll, describe, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
} from '../../testing/office-permission-matrix';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { paidInstall, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The office's payments, every role against every call, written out by hand (not derived from
 * PERMISSIONS). Managers and the company search payments (a manager: their store's) and record a
 * failed refund as returned another way (the refund review's rule); the settlement is the
 * company's alone. An office payment call without a row fails the test.
 */

const row = officeRow();

const MATRIX: OfficeRow[] = [
  row(api.officePaymentPage, { expect: { manager: 200, otherManager: 200, company: 200 }, payload: () => ({}) }),
  // no such refund: allowed callers get past the permission check to "not found"
  row(api.officeManualRefund, {
    expect: { manager: ResultCode.notFound, otherManager: ResultCode.notFound, company: ResultCode.notFound },
    payload: () => ({ id: 2_000_000_000, method: 'bankTransfer', reference: 'TRX-1', note: '' }),
  }),
  row(api.officeSettlement, { expect: { company: 200 }, payload: () => ({ date: '2026-03-10' }) }),
];

describe('the office payments matrix covers the contract', () => {
  it('has a row for every office payment call, each staff-only', () => {
    expectRowsCover(MATRIX, (path) => path.startsWith('/api/app/office/payment/'));
  });
});

describeOnEachDatabase('office payments permission matrix', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    await paidInstall(world);
  }, 90_000);
  afterAll(() => world.server.close());

  itAnswersEveryCaller(MATRIX, { world: () => world });
});
