import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import { orderRatings, products } from '../../db/schema';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { paidInstall, paidPickup, setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * Rating a completed order (docs/product.md#order-rating): once per order, only its own customer,
 * only when completed; the store's average for its page and the manager desk; and book again.
 */
describeOnEachDatabase('order ratings', (kind) => {
  let world: World;
  let stranger: Session;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    stranger = await world.server.login('+60149000077');
  });
  afterAll(() => world.server.close());

  /** A self-pickup order of the demo store, paid and handed over at the counter: completed. */
  async function completedOrder() {
    const { server, customer } = world;
    const { orderId, orderNo } = await paidPickup(world);
    const detail = await server.call(api.orderFind, { id: orderId }, { session: customer });
    const picked = await server.call(
      api.staffOrderPickup,
      { orderId, pickupCode: detail.body.data.pickupCode ?? '' },
      { session: world.sales },
    );
    expect(picked.body.code, picked.body.msg).toBe(200);
    return { orderId, orderNo };
  }

  const rate = (session: Session, orderId: number, stars: number, comment = '', idempotencyKey?: string) =>
    world.server.call(
      api.orderRate,
      { orderId, stars, comment },
      { session, ...(idempotencyKey ? { idempotencyKey } : {}) },
    );

  it('keeps one rating of an order rated twice at once, and tells the other it was rated already', async () => {
    const { orderId } = await completedOrder();
    const answers = await Promise.all([
      rate(world.customer, orderId, 5, 'Quick and friendly'),
      rate(world.customer, orderId, 2, 'Second thoughts'),
    ]);
    const codes = answers.map((a) => a.body.code).sort((a, b) => a - b);
    expect(codes).toEqual([200, ResultCode.conflict]);
    const refused = answers.find((a) => a.body.code !== 200);
    expect(refused?.status).toBe(409);
    expect(refused?.body.msg).toBe('You have already rated this order');
    const rows = await world.server.database.db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.storeId).toBe(world.store.id);

    const mine = await world.server.call(api.orderRatingFind, { orderId }, { session: world.customer });
    expect(mine.body.data.canRate).toBe(false);
    expect(mine.body.data.rating?.stars).toBe(rows[0]?.stars);
  });

  it('answers a replayed rating as it was, without a second row or a refusal', async () => {
    const { orderId } = await completedOrder();
    const first = await rate(world.customer, orderId, 4, 'Good', 'rate-replay-0001');
    const again = await rate(world.customer, orderId, 4, 'Good', 'rate-replay-0001');
    expect(first.body.code, first.body.msg).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it("refuses to rate another customer's order, as if it did not exist", async () => {
    const { orderId } = await completedOrder();
    const res = await rate(stranger, orderId, 1, 'Not mine');
    expect(res.body.code).toBe(ResultCode.notFound);
    expect(res.body.msg).toBe('Order was not found');
    const seen = await world.server.call(api.orderRatingFind, { orderId }, { session: stranger });
    expect(seen.body.code).toBe(ResultCode.notFound);
  });

  it('refuses to rate an order before it is completed, in the reader’s language', async () => {
    const { orderId } = await paidInstall(world);
    const mine = await world.server.call(api.orderRatingFind, { orderId }, { session: world.customer });
    expect(mine.body.data).toEqual({ rating: null, canRate: false });
    const res = await rate(world.customer, orderId, 5);
    expect(res.body.code).toBe(ResultCode.illegalTransition);
    expect(res.body.msg).toBe('You can rate an order once it is completed');
    const ms = await world.server.call(
      api.orderRate,
      { orderId, stars: 5, comment: '' },
      { session: world.customer, language: 'ms_my' },
    );
    expect(ms.body.msg).toBe('Anda boleh menilai pesanan setelah ia selesai');
  });

  it('refuses stars outside 1 to 5 and a comment over 500 characters with the validation envelope', async () => {
    const { orderId } = await completedOrder();
    for (const stars of [0, 6, 2.5]) {
      const res = await rate(world.customer, orderId, stars);
      expect(res.body.code, String(stars)).toBe(ResultCode.validation);
      expect(res.body.msg).toBe('Please choose 1 to 5 stars');
    }
    const long = await rate(world.customer, orderId, 4, 'x'.repeat(501));
    expect(long.body.code).toBe(ResultCode.validation);
    expect(long.body.msg).toBe('The comment can be at most 500 characters');
    const mine = await world.server.call(api.orderRatingFind, { orderId }, { session: world.customer });
    expect(mine.body.data).toEqual({ rating: null, canRate: true });
  });

  it("gives the store's average to anyone, and the latest ratings to its manager only", async () => {
    const { orderId, orderNo } = await completedOrder();
    expect((await rate(world.customer, orderId, 3, 'Waited a while at the counter')).body.code).toBe(200);
    const rows = await world.server.database.db
      .select({ stars: orderRatings.stars })
      .from(orderRatings)
      .where(eq(orderRatings.storeId, world.store.id));
    const average = Math.round((rows.reduce((n, r) => n + r.stars, 0) / rows.length) * 10) / 10;
    const pub = await world.server.call(api.storeRating, { storeId: world.store.id });
    expect(pub.body.data).toEqual({ average, count: rows.length });
    const none = await world.server.call(api.storeRating, { storeId: world.otherStore.id });
    expect(none.body.data).toEqual({ average: null, count: 0 });

    const desk = await world.server.call(api.storeRatings, {}, { session: world.manager });
    expect(desk.body.code, desk.body.msg).toBe(200);
    expect(desk.body.data.stores.map((s) => s.storeId)).toEqual([world.store.id]);
    const mine = desk.body.data.stores[0];
    expect(mine?.count).toBe(rows.length);
    expect(mine?.latest[0]).toMatchObject({ orderNo, stars: 3, comment: 'Waited a while at the counter' });

    const other = await world.server.call(api.storeRatings, {}, { session: world.otherManager });
    expect(other.body.data.stores.map((s) => s.storeId)).toEqual([world.otherStore.id]);
    expect(other.body.data.stores[0]?.latest).toEqual([]);
    const company = await world.server.call(api.storeRatings, {}, { session: world.company });
    expect(company.body.data.stores.find((s) => s.storeId === world.store.id)?.count).toBe(rows.length);
  });

  it('books again: the same products and quantities for the same car, each told whether it can still be bought', async () => {
    const { orderId } = await paidInstall(world, world.tyre, 2);
    const again = await world.server.call(api.orderReorder, { orderId }, { session: world.customer });
    expect(again.body.code, again.body.msg).toBe(200);
    expect(again.body.data.car).toMatchObject(world.car);
    expect(again.body.data.lines).toEqual([
      { productId: world.tyre.id, name: world.tyre.name, quantity: 2, availability: 'available' },
    ]);
    const db = world.server.database.db;
    await db.update(products).set({ active: false }).where(eq(products.id, world.tyre.id));
    try {
      const gone = await world.server.call(api.orderReorder, { orderId }, { session: world.customer });
      expect(gone.body.data.lines[0]?.availability).toBe('notSold');
    } finally {
      await db.update(products).set({ active: true }).where(eq(products.id, world.tyre.id));
    }
    const foreign = await world.server.call(api.orderReorder, { orderId }, { session: stranger });
    expect(foreign.body.code).toBe(ResultCode.notFound);
  });
});
