import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { WAREHOUSE_CODE } from '../../src/shared/contract/office-stock';
import { setUnits, stockAt } from '../catalog/store-stock';
import { auditLog, products, WAREHOUSE_KEY } from '../db/schema';
import { describeOnEachDatabase, startTestServer } from '../testing/harness';
import { setupWorld, type World } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

/*
 * Counts by CSV (docs/decisions/025-stock-per-store.md): a preview says what would change and every
 * bad row; applying writes every row or none; a manager counts their own store only.
 */

describeOnEachDatabase('stock counts by CSV', (kind) => {
  let world: World;
  let sku: string;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const [row] = await world.server.database.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, world.dashcam.id));
    sku = row?.sku ?? '';
  }, 60_000);
  afterAll(() => world.server.close());
  const db = () => world.server.database.db;
  const held = async (place: number) => (await stockAt(db(), place, [world.dashcam.id])).get(world.dashcam.id);
  const csv = (...rows: string[]) => ['sku,place,quantity', ...rows].join('\r\n');

  it('previews changes and every bad row, refuses the whole file while one is bad, then applies all at once', async () => {
    await setUnits(db(), world.dashcam.id, world.store.id, 4);
    await setUnits(db(), world.dashcam.id, WAREHOUSE_KEY, 9);
    const file = csv(
      `${sku},${world.store.code},7`,
      `${sku},${WAREHOUSE_CODE},9`,
      `NO-SUCH-SKU,${world.store.code},1`,
      `${sku},NO-SUCH-STORE,1`,
      `${sku},${world.otherStore.code},-2`,
      `${sku},${world.store.code},8`,
    );
    const preview = await world.server.call(
      api.officeStockImport,
      { csv: file, apply: false },
      { session: world.company },
    );
    expect(preview.body.code, preview.body.msg).toBe(200);
    expect(preview.body.data).toMatchObject({ rows: 6, changed: 1, unchanged: 1, applied: false });
    expect(preview.body.data.errors.map((e) => e.row)).toEqual([4, 5, 6, 7]);
    expect(preview.body.data.errors[0]?.message).toBe('no product has SKU NO-SUCH-SKU');

    const refused = await world.server.call(
      api.officeStockImport,
      { csv: file, apply: true },
      { session: world.company },
    );
    expect(refused.body.code).toBe(ResultCode.validation);
    expect(refused.body.msg).toBe('Nothing was imported. Row 4: no product has SKU NO-SUCH-SKU');
    expect(await held(world.store.id)).toBe(4);

    const good = csv(`${sku},${world.store.code},7`, `${sku},${world.otherStore.code},3`, `${sku},${WAREHOUSE_CODE},9`);
    const applied = await world.server.call(
      api.officeStockImport,
      { csv: good, apply: true },
      { session: world.company },
    );
    expect(applied.body.data).toMatchObject({ rows: 3, changed: 2, unchanged: 1, applied: true, errors: [] });
    expect(await held(world.store.id)).toBe(7);
    expect(await held(world.otherStore.id)).toBe(3);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'stockImport'));
    expect(audit.at(-1)?.changes).toEqual([{ field: 'changed', before: '', after: '2' }]);
  });

  it('a product form loaded before a count was changed saves its other fields and leaves the count alone', async () => {
    await setUnits(db(), world.dashcam.id, WAREHOUSE_KEY, 9);
    const found = await world.server.call(api.officeProductFind, { id: world.dashcam.id }, { session: world.company });
    expect(found.body.data.product.stock).toBe(9);
    await setUnits(db(), world.dashcam.id, WAREHOUSE_KEY, 12);
    const stale = found.body.data.product;
    const saved = await world.server.call(
      api.officeProductSave,
      { id: world.dashcam.id, product: { ...stale, priceSen: stale.priceSen + 100 } },
      { session: world.company },
    );
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await held(WAREHOUSE_KEY)).toBe(12);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'productUpdate'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.changes.map((c) => c.field)).toEqual(['priceSen']);
  });

  it('lets a manager count their own store and no other place', async () => {
    const file = csv(`${sku},${world.store.code},5`, `${sku},${world.otherStore.code},5`, `${sku},${WAREHOUSE_CODE},5`);
    const preview = await world.server.call(
      api.officeStockImport,
      { csv: file, apply: false },
      { session: world.manager },
    );
    expect(preview.body.data.errors).toEqual([
      { row: 3, message: `${world.otherStore.code} is not your store` },
      { row: 4, message: `${WAREHOUSE_CODE} is not your store` },
    ]);
    const own = await world.server.call(
      api.officeStockImport,
      { csv: csv(`${sku},${world.store.code},5`), apply: true },
      { session: world.manager },
    );
    expect(own.body.code, own.body.msg).toBe(200);
    expect(await held(world.store.id)).toBe(5);
  });
});
