import { afterAll, beforeAll, describe, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
} from '../../testing/office-permission-matrix';
import { COMPANY_TAX } from '../../testing/einvoice-world';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The office's documents, every role against every call, written out by hand (not derived from
 * PERMISSIONS): tax settings and e-invoices are the company's; managers and the company find
 * receipts (a manager: their store's) and send them again. A call without a row fails the test.
 */

const NO_SUCH = 2_000_000_000;

const row = officeRow();
const notFound = ResultCode.notFound;

const MATRIX: OfficeRow[] = [
  row(api.officeTaxSettings, { expect: { company: 200 }, payload: () => ({}) }),
  row(api.officeTaxSettingsSave, { expect: { company: 200 }, payload: () => COMPANY_TAX }),
  row(api.officeEinvoicePage, { expect: { company: 200 }, payload: () => ({}) }),
  row(api.officeEinvoiceRetry, { expect: { company: notFound }, payload: () => ({ id: NO_SUCH }) }),
  row(api.officeEinvoiceMonths, { expect: { company: 200 }, payload: () => ({}) }),
  row(api.officeEinvoiceConsolidate, { expect: { company: 200 }, payload: () => ({ month: '2020-01' }) }),
  row(api.officeReceiptFind, {
    expect: { manager: 200, otherManager: 200, company: 200 },
    payload: () => ({ q: 'RC' }),
  }),
  row(api.officeReceiptResend, {
    expect: { manager: notFound, otherManager: notFound, company: notFound },
    payload: () => ({ id: NO_SUCH }),
  }),
];
const DOCUMENT_CALLS = /^\/api\/app\/office\/(tax|einvoice|receipt)\//;

describe('the office documents matrix covers the contract', () => {
  it('has a row for every office document call, each staff-only', () => {
    expectRowsCover(MATRIX, (path) => DOCUMENT_CALLS.test(path));
  });
});

describeOnEachDatabase('office documents permission matrix', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 90_000);
  afterAll(() => world.server.close());

  itAnswersEveryCaller(MATRIX, { world: () => world });
});
