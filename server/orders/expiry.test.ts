import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderGroup } from '../../src/shared/contract/orders';
import { orderEvents, orders, products } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { expireOverdue } from './orders.service';
import { api } from '../../tests/support/api';

/**
 * Reads never write (docs/decisions/012-money-and-trust.md): an unpaid order past its time reads as
 * cancelled; writes and the sweep close it.
 */
describeOnEachDatabase('unpaid orders past their payment time', (kind) => {
  let server: TestServer;
  let customer: Session;
  let dashcam: ProductSummary;

  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = await server.login('+60147790001');
    dashcam = (await server.call(api.productPage, { category: 'dashcam' })).body.data.list[0] as ProductSummary;
  });
  afterAll(() => server.close());

  async function overdueOrder() {
    const add = await server.call(
      api.orderAdd,
      { orderType: 'pickup', lines: [{ productId: dashcam.id, quantity: 2 }], plate: 'WXY1', storeId: 1 },
      { session: customer },
    );
    expect(add.body.code, add.body.msg).toBe(200);
    await server.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, add.body.data.id));
    return add.body.data.id;
  }
  const row = async (id: number) => (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const stock = async () =>
    (await server.database.db.select().from(products).where(eq(products.id, dashcam.id)))[0]?.stock ?? 0;

  it('shows the order cancelled in every read, and the reads change nothing', async () => {
    const id = await overdueOrder();
    const events = async () =>
      (await server.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).length;
    const before = await events();
    const detail = await server.call(api.orderFind, { id }, { session: customer });
    expect(detail.body.data).toMatchObject({ status: 'cancelled', payStatus: 'cancelled', expiresAt: null });
    expect(detail.body.data.actions).toMatchObject({ pay: false, cancel: false, delete: true });
    const unpaid = await server.call(api.orderPage, { group: 'unpaid' }, { session: customer });
    expect(unpaid.body.data.list.map((o) => o.id)).not.toContain(id);
    const closed = await server.call(api.orderPage, { group: 'cancelledRefunded' }, { session: customer });
    expect(closed.body.data.list.find((o) => o.id === id)?.status).toBe('cancelled');
    const groups = await server.call(api.orderCategoryList, {}, { session: customer });
    expect(groups.body.data.find((g) => g.group === 'unpaid')?.count).toBe(0);
    expect((await row(id))?.status).toBe('unpaid');
    expect(await events()).toBe(before);
  });

  it('counts the whole group on every page, past the last one too, and an empty group as 0', async () => {
    const shopper = await server.login('+60147790002');
    const ids: number[] = [];
    for (const plate of ['PG1', 'PG2', 'PG3']) {
      const add = await server.call(
        api.orderAdd,
        { orderType: 'pickup', lines: [{ productId: dashcam.id, quantity: 1 }], plate, storeId: 1 },
        { session: shopper },
      );
      expect(add.body.code, add.body.msg).toBe(200);
      ids.push(add.body.data.id);
    }
    const page = async (group: OrderGroup, pageNo: number) =>
      (await server.call(api.orderPage, { group, pageNo, pageSize: 2 }, { session: shopper })).body.data;
    expect(await page('all', 1)).toMatchObject({ total: 3, list: [{ id: ids[2] }, { id: ids[1] }] });
    expect(await page('unpaid', 2)).toMatchObject({ total: 3, list: [{ id: ids[0] }] });
    expect(await page('all', 3)).toMatchObject({ total: 3, list: [] });
    expect(await page('completed', 1)).toMatchObject({ total: 0, list: [] });
  });

  it('closes it for good on the next write that touches it, giving the stock back', async () => {
    const id = await overdueOrder();
    const held = await stock();
    const pay = await server.call(api.payParam, { orderId: id }, { session: customer });
    expect(pay.body.code).toBe(ResultCode.illegalTransition);
    expect(await row(id)).toMatchObject({ status: 'cancelled', payStatus: 'cancelled' });
    expect(await stock()).toBe(held + 2);
  });

  it('is closed by the sweep every process runs each minute', async () => {
    const id = await overdueOrder();
    expect(await expireOverdue(server.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await row(id))?.status).toBe('cancelled');
    expect(await expireOverdue(server.database.db, new Date())).toBe(0);
  });
});
