import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../src/shared/contract/calls';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../../src/shared/contract/define-call';
import { COMPANY_TAX } from '../../testing/einvoice-world';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The office's documents, every role against every call, written out by hand (not derived from
 * PERMISSIONS): tax settings and e-invoices are the company's; managers and the company find
 * receipts (a manager: their store's) and send them again. A call without a row fails the test.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];
const NO_SUCH = 2_000_000_000;

interface Row<P = unknown> {
  call: CallDefinition;
  /** The answer code each caller gets; callers not named get 1104. */
  expect: Partial<Record<Who, number>>;
  payload: P;
}
const row = <C extends CallDefinition>(call: C, r: NoInfer<Omit<Row<PayloadOf<C>>, 'call'>>): Row => ({ call, ...r });
const notFound = ResultCode.notFound;

const MATRIX: Row[] = [
  row(api.officeTaxSettings, { expect: { company: 200 }, payload: {} }),
  row(api.officeTaxSettingsSave, { expect: { company: 200 }, payload: COMPANY_TAX }),
  row(api.officeEinvoicePage, { expect: { company: 200 }, payload: {} }),
  row(api.officeEinvoiceRetry, { expect: { company: notFound }, payload: { id: NO_SUCH } }),
  row(api.officeEinvoiceMonths, { expect: { company: 200 }, payload: {} }),
  row(api.officeEinvoiceConsolidate, { expect: { company: 200 }, payload: { month: '2020-01' } }),
  row(api.officeReceiptFind, { expect: { manager: 200, otherManager: 200, company: 200 }, payload: { q: 'RC' } }),
  row(api.officeReceiptResend, {
    expect: { manager: notFound, otherManager: notFound, company: notFound },
    payload: { id: NO_SUCH },
  }),
];
const byPath = Object.fromEntries(MATRIX.map((r) => [r.call.path, r]));
const DOCUMENT_CALLS = /^\/api\/app\/office\/(tax|einvoice|receipt)\//;

describe('the office documents matrix covers the contract', () => {
  it('has a row for every office document call, each staff-only', () => {
    const calls = allCalls.filter((c) => DOCUMENT_CALLS.test(c.path));
    expect(calls.length).toBeGreaterThanOrEqual(8);
    for (const call of calls) {
      expect(byPath[call.path], call.path).toBeDefined();
      expect(call.auth, call.path).toBe('staff');
    }
  });
});

describeOnEachDatabase('office documents permission matrix', (kind) => {
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
  }, 90_000);
  afterAll(() => world.server.close());

  for (const r of MATRIX) {
    for (const who of everyone) {
      const code = r.expect[who] ?? ResultCode.forbidden;
      it(`${r.call.path} as ${who}: ${code}`, async () => {
        const res = await world.server.call(r.call, r.payload, { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(code);
      });
    }
  }
});
