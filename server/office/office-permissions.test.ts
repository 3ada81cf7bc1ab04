import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/shared/contract/calls';
import { ResultCode } from '../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../src/shared/contract/define-call';
import { PRODUCT_EXPORT_PATH } from '../../src/shared/contract/office';
import { signRequest } from '../../src/shared/lib/signature';
import { describeOnEachDatabase, startTestServer, type Session } from '../testing/harness';
import { setupWorld, type World } from '../testing/staff-fixtures';
import { exportCsv, headerLine } from '../testing/office-fixtures';
import { api } from '../../tests/support/api';

/*
 * The office's permission matrix (docs/decisions/018-back-office.md): every role against every
 * office call, written out by hand (not derived from PERMISSIONS). Managers and the company enter
 * the office and read the catalogue and the audit log; only the company changes the catalogue. A
 * call under /api/app/office/ in the contract without a row here fails the test.
 */

type Who = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
const everyone: Who[] = ['customer', 'sales', 'technician', 'manager', 'otherManager', 'company'];
const managers: Who[] = ['manager', 'otherManager', 'company'];

type ProductSave = PayloadOf<typeof api.officeProductSave>;
interface Row<P = unknown> {
  path: string;
  /** The call of the contract; none for the CSV export, a signed raw route. */
  call?: CallDefinition;
  allow: Who[];
  payload: (productId: number, csv: string, save: ProductSave) => P;
}
/** A row whose payload is checked as its call's. */
const row = <C extends CallDefinition>(call: C, r: NoInfer<Omit<Row<PayloadOf<C>>, 'call' | 'path'>>): Row => ({
  path: call.path,
  call,
  ...r,
});

const MATRIX: Row[] = [
  row(api.officeProductPage, { allow: managers, payload: () => ({ keyword: 'a' }) }),
  row(api.officeProductFind, { allow: managers, payload: (id) => ({ id }) }),
  row(api.officeProductSave, { allow: ['company'], payload: (_id, _csv, save) => save }),
  row(api.officeProductImport, { allow: ['company'], payload: (_id, csv) => ({ csv, apply: false }) }),
  row(api.officeAuditPage, { allow: managers, payload: () => ({}) }),
  { path: PRODUCT_EXPORT_PATH, allow: managers, payload: () => ({}) },
];
const byPath = Object.fromEntries(MATRIX.map((r) => [r.path, r]));

/** Office areas with a matrix file of their own (each checks that it covers its calls). */
const OWN_MATRIX = [
  /^\/api\/app\/office\/(workshop|holiday)\//, // workshops/workshops-permissions.test.ts
  /^\/api\/app\/office\/people\//, // people/people-permissions.test.ts
  /^\/api\/app\/office\/release\//, // releases/releases.test.ts
  /^\/api\/app\/office\/(order|refund|dashboard|content)\//, // orders/, dashboard/, content/ *-permissions.test.ts
  /^\/api\/app\/office\/payment\//, // payments/payments-permissions.test.ts
  /^\/api\/app\/office\/(tax|einvoice|receipt)\//, // documents/documents-permissions.test.ts
  /^\/api\/app\/office\/part\//, // part-requests/part-requests.test.ts
];

describe('the office permission matrix covers the contract', () => {
  it('has a row for every office call, and every office call is staff-only', () => {
    const officeCalls = allCalls.filter(
      (c) => c.path.startsWith('/api/app/office/') && !OWN_MATRIX.some((area) => area.test(c.path)),
    );
    expect(officeCalls.length).toBeGreaterThanOrEqual(5);
    for (const call of officeCalls) {
      expect(byPath[call.path], call.path).toBeDefined();
      expect(call.auth, call.path).toBe('staff');
    }
  });
});

describeOnEachDatabase('office permission matrix', (kind) => {
  let world: World;
  let sessions: Record<Who, Session>;
  let csv: string;
  let saveBody: ProductSave;

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
    const found = await world.server.call(api.officeProductFind, { id: world.dashcam.id }, { session: world.company });
    expect(found.body.code, found.body.msg).toBe(200);
    // saving a product unchanged: allowed callers get 200 and nothing moves
    saveBody = { id: world.dashcam.id, product: found.body.data.product };
    const exported = await exportCsv(world.server, world.company);
    csv = `${headerLine(exported)}\r\n${exported.split('\r\n')[1] ?? ''}\r\n`;
  }, 60_000);
  afterAll(() => world.server.close());

  for (const { path, call, allow, payload } of MATRIX) {
    for (const who of everyone) {
      const allowed = allow.includes(who);
      it(`${path} as ${who}: ${allowed ? 'allowed' : 'forbidden (1104)'}`, async () => {
        if (!call) {
          const res = await fetchExport(who);
          if (allowed) {
            expect(res.status).toBe(200);
            expect(res.headers.get('content-type')).toContain('text/csv');
          } else expect((JSON.parse(await res.text()) as { code: number }).code).toBe(ResultCode.forbidden);
          return;
        }
        const body = payload(world.dashcam.id, csv, saveBody);
        const res = await world.server.call(call, body, { session: sessions[who] });
        expect(res.body.code, res.body.msg).toBe(allowed ? 200 : ResultCode.forbidden);
      });
    }
  }

  async function fetchExport(who: Who) {
    const session = sessions[who];
    return fetch(`${world.server.baseUrl}${PRODUCT_EXPORT_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        language: 'en_us',
        userKey: session.userKey,
        signature: await signRequest(session.secret, PRODUCT_EXPORT_PATH, '{}', ''),
      },
      body: '{}',
    });
  }
});
