import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import type { Store } from '../../src/shared/contract/orders';
import { setUnits, stockAt } from '../catalog/store-stock';
import { WAREHOUSE_KEY } from '../db/schema';
import { LOW_STOCK_AT } from '../../src/shared/contract/office-stock';
import { describeOnEachDatabase, describeOnPostgres, startTestServer } from '../testing/harness';
import { staffLogin } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

/*
 * Stock per place (docs/decisions/025-stock-per-store.md): a pickup or install order takes its
 * units from its store, a mail order from the warehouse; a store without them refuses with the
 * reason, and the store list says which stores have them.
 */

type OrderDraft = PayloadOf<typeof api.orderAdd>;

async function setting(kind: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(kind);
  const page = (await server.call(api.productPage, { category: 'dashcam' })).body.data.list;
  const dashcam = page[0] as ProductSummary;
  const stores = (await server.call(api.storeList, { purpose: 'pickup', pageSize: 100 })).body.data.list;
  const [here, there] = stores as [Store, Store];
  return { server, dashcam, here, there };
}

const pickup = (productId: number, storeId: number, quantity = 1): OrderDraft => ({
  orderType: 'pickup',
  lines: [{ productId, quantity }],
  plate: '',
  storeId,
});

let phoneNo = 0;
const COMPANY_PHONE = '+60122000004';

describeOnEachDatabase('stock per store', (kind) => {
  let s: Awaited<ReturnType<typeof setting>>;
  beforeAll(async () => {
    s = await setting(kind);
  });
  afterAll(() => s.server.close());
  const held = async (place: number) => (await stockAt(s.server.database.db, place, [s.dashcam.id])).get(s.dashcam.id);
  const total = async () => (await s.server.call(api.productFind, { id: s.dashcam.id }, {})).body.data.stock;

  it('takes a pickup order from its store, not the warehouse; the product shows their sum, and a cancel gives them back', async () => {
    const db = s.server.database.db;
    await setUnits(db, s.dashcam.id, s.here.id, 4);
    await setUnits(db, s.dashcam.id, WAREHOUSE_KEY, 6);
    const before = await total();
    const buyer = await s.server.login(`+6014310${String(phoneNo++).padStart(4, '0')}`);
    const placed = await s.server.call(api.orderAdd, pickup(s.dashcam.id, s.here.id, 3), { session: buyer });
    expect(placed.body.code, placed.body.msg).toBe(200);
    expect(await held(s.here.id)).toBe(1);
    expect(await held(WAREHOUSE_KEY)).toBe(6);
    expect(await total()).toBe(before - 3);
    // cancelled unpaid, its units go back to the store they came from
    const cancelled = await s.server.call(
      api.orderCancel,
      { id: placed.body.data.id, reason: 'Changed my mind' },
      { session: buyer },
    );
    expect(cancelled.body.code, cancelled.body.msg).toBe(200);
    expect(await held(s.here.id)).toBe(4);
    expect(await total()).toBe(before);
  });

  it('refuses a pickup at a store without the units, naming the store and the product, and lists the stores that have them first', async () => {
    const db = s.server.database.db;
    await setUnits(db, s.dashcam.id, s.here.id, 0);
    await setUnits(db, s.dashcam.id, s.there.id, 5);
    const buyer = await s.server.login(`+6014310${String(phoneNo++).padStart(4, '0')}`);
    const refused = await s.server.call(api.orderQuote, pickup(s.dashcam.id, s.here.id, 2), { session: buyer });
    expect(refused.body.code).toBe(ResultCode.conflict);
    expect(refused.body.msg).toContain(s.here.name);
    expect(refused.body.msg).toContain(s.dashcam.name);
    expect(refused.body.data).toEqual({ notInStockAt: s.here.id, productId: s.dashcam.id });

    const listed = await s.server.call(api.storeList, {
      purpose: 'pickup',
      pageSize: 100,
      lines: [{ productId: s.dashcam.id, quantity: 2 }],
    });
    const list = listed.body.data.list;
    expect(list.find((x) => x.id === s.here.id)?.short).toEqual([
      { productId: s.dashcam.id, name: s.dashcam.name, left: 0 },
    ]);
    expect(list.find((x) => x.id === s.there.id)?.short).toEqual([]);
    const firstShort = list.findIndex((x) => (x.short?.length ?? 0) > 0);
    expect(list.slice(firstShort).every((x) => (x.short?.length ?? 0) > 0)).toBe(true);
    // without lines the list says nothing of stock
    const plain = await s.server.call(api.storeList, { purpose: 'pickup', pageSize: 5 });
    expect(plain.body.data.list[0]?.short).toBeUndefined();
  });

  it('moves units between places with a record, refuses more than is there, and lists a place’s low stock', async () => {
    const db = s.server.database.db;
    const company = await staffLogin(s.server, COMPANY_PHONE);
    await setUnits(db, s.dashcam.id, WAREHOUSE_KEY, 10);
    await setUnits(db, s.dashcam.id, s.here.id, 1);
    const before = await total();
    const moved = await s.server.call(
      api.officeStockTransfer,
      { productId: s.dashcam.id, from: WAREHOUSE_KEY, to: s.here.id, quantity: 4, note: 'Weekly top-up' },
      { session: company },
    );
    expect(moved.body.code, moved.body.msg).toBe(200);
    expect(await held(WAREHOUSE_KEY)).toBe(6);
    expect(await held(s.here.id)).toBe(5);
    expect(await total()).toBe(before);
    const tooMany = await s.server.call(
      api.officeStockTransfer,
      { productId: s.dashcam.id, from: s.here.id, to: s.there.id, quantity: 6, note: '' },
      { session: company },
    );
    expect(tooMany.body.code).toBe(ResultCode.conflict);
    expect(tooMany.body.msg).toBe(`${s.here.name} has only 5 of this product to move`);
    expect(await held(s.here.id)).toBe(5);
    const same = await s.server.call(
      api.officeStockTransfer,
      { productId: s.dashcam.id, from: s.here.id, to: s.here.id, quantity: 1, note: '' },
      { session: company },
    );
    expect(same.body.code).toBe(ResultCode.validation);

    const shown = await s.server.call(api.officeProductStock, { productId: s.dashcam.id }, { session: company });
    expect(shown.body.data.transfers[0]).toMatchObject({
      from: WAREHOUSE_KEY,
      fromName: 'Warehouse',
      to: s.here.id,
      toName: s.here.name,
      quantity: 4,
      note: 'Weekly top-up',
    });

    await setUnits(db, s.dashcam.id, s.there.id, 2);
    const low = await s.server.call(api.officeLowStock, { place: s.there.id }, { session: company });
    expect(low.body.code, low.body.msg).toBe(200);
    const quantities = low.body.data.list.map((r) => r.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(quantities.every((q) => q <= LOW_STOCK_AT)).toBe(true);
    expect(low.body.data.list).toContainEqual({
      productId: s.dashcam.id,
      sku: expect.any(String),
      name: s.dashcam.name,
      quantity: 2,
    });
  });
});

describeOnPostgres('stock per store under parallel requests', (kind) => {
  let s: Awaited<ReturnType<typeof setting>>;
  beforeAll(async () => {
    s = await setting(kind);
  });
  afterAll(() => s.server.close());

  it('a transfer racing ten orders for the same three units never takes the store below zero', async () => {
    const db = s.server.database.db;
    const company = await staffLogin(s.server, COMPANY_PHONE);
    for (let round = 0; round < 3; round++) {
      await setUnits(db, s.dashcam.id, s.here.id, 3);
      await setUnits(db, s.dashcam.id, s.there.id, 0);
      const buyers = await Promise.all(
        Array.from({ length: 10 }, () => s.server.login(`+6014330${String(phoneNo++).padStart(4, '0')}`)),
      );
      const [moved, ...orders] = await Promise.all([
        s.server.call(
          api.officeStockTransfer,
          { productId: s.dashcam.id, from: s.here.id, to: s.there.id, quantity: 2, note: '' },
          { session: company },
        ),
        ...buyers.map((b) => s.server.call(api.orderAdd, pickup(s.dashcam.id, s.here.id), { session: b })),
      ]);
      const sold = orders.filter((o) => o.body.code === 200).length;
      const movedUnits = moved?.body.code === 200 ? 2 : 0;
      expect([200, ResultCode.conflict]).toContain(moved?.body.code);
      expect(sold + movedUnits).toBeLessThanOrEqual(3);
      const here = (await stockAt(db, s.here.id, [s.dashcam.id])).get(s.dashcam.id) ?? 0;
      const there = (await stockAt(db, s.there.id, [s.dashcam.id])).get(s.dashcam.id) ?? 0;
      expect(here).toBe(3 - sold - movedUnits);
      expect(there).toBe(movedUnits);
    }
  });

  it('sells 5 of a store stock of 5 to 20 parallel pickup orders, and leaves the other places alone', async () => {
    const db = s.server.database.db;
    await setUnits(db, s.dashcam.id, s.here.id, 5);
    await setUnits(db, s.dashcam.id, s.there.id, 7);
    await setUnits(db, s.dashcam.id, WAREHOUSE_KEY, 9);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, () => s.server.login(`+6014320${String(phoneNo++).padStart(4, '0')}`)),
    );
    const answers = await Promise.all(
      buyers.map((b) => s.server.call(api.orderAdd, pickup(s.dashcam.id, s.here.id), { session: b })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200).length, codes.join(',')).toBe(5);
    expect(codes.filter((c) => c === ResultCode.conflict).length).toBe(15);
    const left = await stockAt(db, s.here.id, [s.dashcam.id]);
    expect(left.get(s.dashcam.id)).toBe(0);
    expect((await stockAt(db, s.there.id, [s.dashcam.id])).get(s.dashcam.id)).toBe(7);
    expect((await stockAt(db, WAREHOUSE_KEY, [s.dashcam.id])).get(s.dashcam.id)).toBe(9);
  });
});
