import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { PRODUCT_EXPORT_PATH } from '../../src/shared/contract/office';
import { describeOnEachDatabase, startTestServer } from '../testing/harness';
import { setupWorld, type World } from '../testing/staff-fixtures';
import { exportCsv, headerLine } from '../testing/office-fixtures';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
  type OfficeWho,
} from '../testing/office-permission-matrix';
import { api } from '../../tests/support/api';

/*
 * The office's permission matrix (docs/decisions/018-back-office.md): every role against every
 * office call, written out by hand (not derived from PERMISSIONS). Managers and the company enter
 * the office and read the catalogue and the audit log; only the company changes the catalogue. A
 * call under /api/app/office/ in the contract without a row here fails the test.
 */

const managers: OfficeWho[] = ['manager', 'otherManager', 'company'];

type ProductSave = PayloadOf<typeof api.officeProductSave>;
interface Ctx {
  productId: number;
  /** The manager's store and what it holds of the product: setting it again changes nothing. */
  storeId: number;
  storeCode: string;
  held: number;
  csv: string;
  save: ProductSave;
}
const row = officeRow<Ctx>();

const MATRIX: OfficeRow<Ctx>[] = [
  row(api.officeProductPage, { allow: managers, payload: () => ({ keyword: 'a' }) }),
  row(api.officeProductFind, { allow: managers, payload: (c) => ({ id: c.productId }) }),
  row(api.officeProductSave, { allow: ['company'], payload: (c) => c.save }),
  row(api.officeProductStock, { allow: managers, payload: (c) => ({ productId: c.productId }) }),
  // a manager counts their own store; another store's manager is refused
  row(api.officeProductStockSave, {
    allow: ['manager', 'company'],
    payload: (c) => ({ productId: c.productId, place: c.storeId, quantity: c.held }),
  }),
  // a manager sends from their own store; another store's manager is refused (the move is refused
  // for want of units once allowed, so nothing moves)
  row(api.officeStockTransfer, {
    expect: { manager: ResultCode.conflict, company: ResultCode.conflict },
    payload: (c) => ({ productId: c.productId, from: c.storeId, to: 0, quantity: 1_000_000, note: '' }),
  }),
  row(api.officeLowStock, { allow: managers, payload: () => ({}) }),
  // a preview: another store's manager may ask, and is told the row is not their store
  row(api.officeStockImport, {
    allow: managers,
    payload: (c) => ({ csv: `sku,place,quantity\r\n${c.save.product.sku},${c.storeCode},${c.held}\r\n`, apply: false }),
  }),
  row(api.officeProductImport, { allow: ['company'], payload: (c) => ({ csv: c.csv, apply: false }) }),
  row(api.officeAuditPage, { allow: managers, payload: () => ({ filter: { section: 'people' } }) }),
  row(api.officeAuditPeople, { allow: managers, payload: () => ({}) }),
  // the CSV export, a signed raw route
  { path: PRODUCT_EXPORT_PATH, allow: managers, payload: () => ({}) },
];

/** Office areas with a matrix file of their own (each checks that it covers its calls). */
const OWN_MATRIX = [
  /^\/api\/app\/office\/(workshop|holiday)\//, // workshops/workshops-permissions.test.ts
  /^\/api\/app\/office\/people\//, // people/people-permissions.test.ts
  /^\/api\/app\/office\/release\//, // releases/releases.test.ts
  /^\/api\/app\/office\/(order|refund|dashboard|content)\//, // orders/, dashboard/, content/ *-permissions.test.ts
  /^\/api\/app\/office\/payment\//, // payments/payments-permissions.test.ts
  /^\/api\/app\/office\/(tax|einvoice|receipt)\//, // documents/documents-permissions.test.ts
  /^\/api\/app\/office\/part\//, // part-requests/part-requests.test.ts
  /^\/api\/app\/office\/data-request\//, // ../privacy/requests-log.test.ts
];

describe('the office permission matrix covers the contract', () => {
  it('has a row for every office call, and every office call is staff-only', () => {
    expectRowsCover(
      MATRIX,
      (path) => path.startsWith('/api/app/office/') && !OWN_MATRIX.some((area) => area.test(path)),
    );
  });
});

describeOnEachDatabase('office permission matrix', (kind) => {
  let world: World;
  let csv: string;
  let saveBody: ProductSave;
  let held = 0;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const found = await world.server.call(api.officeProductFind, { id: world.dashcam.id }, { session: world.company });
    expect(found.body.code, found.body.msg).toBe(200);
    // saving a product unchanged: allowed callers get 200 and nothing moves
    saveBody = { id: world.dashcam.id, product: found.body.data.product };
    const exported = await exportCsv(world.server, world.company);
    csv = `${headerLine(exported)}\r\n${exported.split('\r\n')[1] ?? ''}\r\n`;
    const places = await world.server.call(
      api.officeProductStock,
      { productId: world.dashcam.id },
      { session: world.manager },
    );
    held = places.body.data.places[0]?.quantity ?? 0;
  }, 60_000);
  afterAll(() => world.server.close());

  itAnswersEveryCaller(MATRIX, {
    world: () => world,
    context: () => ({
      productId: world.dashcam.id,
      storeId: world.store.id,
      storeCode: world.store.code,
      held,
      csv,
      save: saveBody,
    }),
  });
});
