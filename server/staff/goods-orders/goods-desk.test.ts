import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf, ResponseOf } from '../../../src/shared/contract/define-call';
import type { Envelope } from '../../../src/shared/contract/envelope';
import { orders } from '../../db/schema';
import { describeOnEachDatabase, looseRateLimits, startTestServer, type Session } from '../../testing/harness';
import {
  customerOrder,
  latestMessages,
  paidPickup,
  payInSandbox,
  setupWorld,
  type World,
} from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

describeOnEachDatabase('the goods desk (self-pickup and mail orders)', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await setupWorld(
      await startTestServer(kind, {
        // three look-ups by code per person, so the limit is reached in a few calls
        config: { rateLimits: { ...looseRateLimits, pickupLookupsPerUser: { limit: 3, windowSeconds: 900 } } },
      }),
    );
  });
  afterAll(() => world.server.close());

  const call = <C extends CallDefinition>(call: C, body: PayloadOf<C>, session: Session, language = 'en_us') =>
    world.server.call(call, body, { session, language }).then((r) => r.body);
  const page = (body: PayloadOf<typeof api.staffOrderPage>, session: Session = world.sales) =>
    call(api.staffOrderPage, body, session);
  const ids = (res: Envelope<ResponseOf<typeof api.staffOrderPage>>) => res.data.list.map((o) => o.id);

  async function paidMail() {
    const add = await world.server.call(
      api.orderAdd,
      {
        orderType: 'mail',
        lines: [{ productId: world.dashcam.id, quantity: 2 }],
        plate: 'WXY 9',
        customerName: 'Aisyah Rahman',
        mailingAddress: {
          name: 'Aisyah',
          phone: '0123456789',
          line1: '1 Jalan Ampang',
          postcode: '50450',
          city: 'Kuala Lumpur',
          state: 'Kuala Lumpur',
        },
      },
      { session: world.customer },
    );
    expect(add.body.code, add.body.msg).toBe(200);
    await payInSandbox(world.server, world.customer, add.body.data.id);
    return { orderId: add.body.data.id, orderNo: add.body.data.orderNo };
  }

  it('hands a self-pickup order over against the right code, to someone named, and the customer sees it collected', async () => {
    const { orderId, orderNo } = await paidPickup(world);
    const code = (await customerOrder(world, orderId)).pickupCode as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(ids(await page({ orderType: 'pickup' }))).toContain(orderId);

    const found = await call(api.staffOrderFind, { id: orderId }, world.sales);
    expect(found.code, found.msg).toBe(200);
    expect(found.data).toMatchObject({ orderNo, status: 'pendingPickup', storeName: world.store.name });
    expect(found.data.items[0]).toMatchObject({ quantity: 1 });
    expect(found.data).not.toHaveProperty('pickupCode');

    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await call(api.staffOrderPickup, { orderId, pickupCode: wrong }, world.sales);
    expect(bad).toMatchObject({ code: ResultCode.validation, msg: 'The pickup code is not correct' });

    const noName = await call(api.staffOrderPickup, { orderId, pickupCode: code, pickupMethod: 'proxy' }, world.sales);
    expect(noName).toMatchObject({
      code: ResultCode.validation,
      msg: 'Please enter the name of the person collecting',
    });
    const noNameMs = await call(
      api.staffOrderPickup,
      { orderId, pickupCode: code, pickupMethod: 'proxy' },
      world.sales,
      'ms_my',
    );
    expect(noNameMs.msg).toBe('Sila masukkan nama orang yang mengambil');
    const noNameZh = await call(
      api.staffOrderPickup,
      { orderId, pickupCode: code, pickupMethod: 'proxy' },
      world.sales,
      'zh_cn',
    );
    expect(noNameZh.msg).toBe('请输入代取人姓名');

    const done = await call(
      api.staffOrderPickup,
      { orderId, pickupCode: code, pickupMethod: 'proxy', collectorName: 'Ahmad bin Ali' },
      world.sales,
    );
    expect(done.code, done.msg).toBe(200);
    expect(done.data.status).toBe('completed');
    const after = await call(api.staffOrderFind, { id: orderId }, world.sales);
    expect(after.data).toMatchObject({ pickupMethod: 'proxy', collectorName: 'Ahmad bin Ali' });
    expect(after.data.collectedAt).not.toBeNull();

    const seen = await customerOrder(world, orderId);
    expect(seen).toMatchObject({ status: 'completed', collectorName: 'Ahmad bin Ali' });
    expect(seen.timeline.map((e) => e.status)).toContain('completed');
    expect((await latestMessages(world))[0]?.content).toContain('Ahmad bin Ali');

    expect(ids(await page({ orderType: 'pickup' }))).not.toContain(orderId);
    expect(ids(await page({ done: true }))).toContain(orderId);
    const again = await call(api.staffOrderPickup, { orderId, pickupCode: code }, world.sales);
    expect(again.code).toBe(ResultCode.illegalTransition);
  });

  it('pauses an order after five guesses of its code, the right one included', async () => {
    const { orderId } = await paidPickup(world);
    const code = (await customerOrder(world, orderId)).pickupCode as string;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await call(api.staffOrderPickup, { orderId, pickupCode: wrong }, world.sales)).code).toBe(
        ResultCode.validation,
      );
    const locked = await call(api.staffOrderPickup, { orderId, pickupCode: code }, world.sales);
    expect(locked).toMatchObject({
      code: ResultCode.rateLimited,
      msg: 'Too many wrong pickup codes for this order. Please try again in 15 minutes',
    });
    expect((await customerOrder(world, orderId)).status).toBe('pendingPickup');
  });

  it('finds a waiting order by its pickup code, counting every look-up against the person', async () => {
    const { orderId } = await paidPickup(world);
    const code = (await customerOrder(world, orderId)).pickupCode as string;
    // another store's desk does not find it, by code or by id, nor list it
    const elsewhere = await call(api.staffOrderFind, { pickupCode: code }, world.otherSales);
    expect(elsewhere).toMatchObject({
      code: ResultCode.notFound,
      msg: 'No order waiting for pickup at this store has this code',
    });
    expect((await call(api.staffOrderFind, { id: orderId }, world.otherSales)).code).toBe(ResultCode.notFound);
    expect(ids(await page({ orderType: 'pickup' }, world.otherSales))).not.toContain(orderId);
    expect((await call(api.staffOrderPickup, { orderId, pickupCode: code }, world.otherSales)).code).toBe(
      ResultCode.notFound,
    );

    const byCode = await call(api.staffOrderFind, { pickupCode: code }, world.manager);
    expect(byCode.code, byCode.msg).toBe(200);
    expect(byCode.data.id).toBe(orderId);
    const wrong = code === '000000' ? '000001' : '000000';
    const misses = [];
    for (let i = 0; i < 3; i++)
      misses.push((await call(api.staffOrderFind, { pickupCode: wrong }, world.manager)).code);
    // the manager had one hit and two misses; the fourth look-up is refused, even with the right code
    expect(misses.slice(0, 2)).toEqual([ResultCode.notFound, ResultCode.notFound]);
    expect(misses[2]).toBe(ResultCode.rateLimited);
    const locked = await call(api.staffOrderFind, { pickupCode: code }, world.manager, 'zh_cn');
    expect(locked).toMatchObject({ code: ResultCode.rateLimited, msg: '取货码查询次数过多，请在15分钟后重试' });
    expect((await call(api.staffOrderFind, {}, world.sales)).msg).toBe('Please give the order or its pickup code');
  });

  it('searches goods orders by order number, phone and customer name', async () => {
    const { orderId, orderNo } = await paidPickup(world);
    expect(ids(await page({ keyword: orderNo }))).toEqual([orderId]);
    expect(ids(await page({ keyword: orderNo.slice(-6) }))).toContain(orderId);
    // the customer's phone, +60149000001, as people type it
    for (const phone of ['014-900 0001', '0149000001', '+60149000001']) {
      expect(ids(await page({ orderType: 'pickup', keyword: phone })), phone).toContain(orderId);
    }
    expect(ids(await page({ orderType: 'pickup', keyword: 'aisyah' }))).toContain(orderId);
    expect((await page({ keyword: 'nobody-by-this-name' })).data.total).toBe(0);
    expect((await page({ keyword: '100%_' })).data.total).toBe(0);
  });

  it('searches goods orders by plate, typed in any case, with or without its spaces', async () => {
    const { orderId } = await paidPickup(world);
    // checkout kept it as WXY9 (the other orders here too): typed as written on the car
    expect(ids(await page({ keyword: 'wxy 9' }))).toContain(orderId);
    // an order kept with its space, as written
    await world.server.database.db.update(orders).set({ plate: 'WXY 1234' }).where(eq(orders.id, orderId));
    for (const keyword of ['wxy1234', 'WXY1234', 'WXY 1234', 'xy 12', 'W XY1234']) {
      expect(ids(await page({ keyword })), keyword).toEqual([orderId]);
    }
    expect(ids(await page({ keyword: 'wxy1234', done: true }))).toEqual([]);
    // a wildcard is a character to find, not "anything"
    for (const keyword of ['%', '_', 'WXY_234', 'WXY%34', '\\']) {
      expect((await page({ keyword })).data.total, keyword).toBe(0);
    }
  });

  it('packs, then ships a mail order; shipping before packing is refused; the customer sees each stage', async () => {
    const { orderId } = await paidMail();
    expect(ids(await page({ orderType: 'mail' }, world.otherSales))).toContain(orderId);
    let seen = await customerOrder(world, orderId);
    expect(seen).toMatchObject({ status: 'pendingReceipt', packedAt: null, expressNo: null });
    expect(seen.actions.confirmReceipt).toBe(false);

    const early = await call(
      api.staffOrderShip,
      { orderId, expressCompany: 'Pos Laju', expressNo: 'EP1MY' },
      world.sales,
    );
    expect(early).toMatchObject({
      code: ResultCode.illegalTransition,
      msg: 'Please pack the order before shipping it',
    });
    const earlyMs = await call(
      api.staffOrderShip,
      { orderId, expressCompany: 'Pos Laju', expressNo: 'EP1MY' },
      world.sales,
      'ms_my',
    );
    expect(earlyMs.msg).toBe('Sila bungkus pesanan sebelum menghantarnya');
    expect((await call(api.staffOrderPack, { orderId }, world.technician)).code).toBe(ResultCode.forbidden);

    const packed = await call(api.staffOrderPack, { orderId }, world.sales);
    expect(packed.code, packed.msg).toBe(200);
    expect(packed.data.packedAt).not.toBeNull();
    const packedAgain = await call(api.staffOrderPack, { orderId }, world.sales);
    expect(packedAgain.data.packedAt).toBe(packed.data.packedAt);
    seen = await customerOrder(world, orderId);
    expect(seen.packedAt).toBe(packed.data.packedAt);
    expect(seen.timeline.map((e) => e.status)).toContain('packed');
    expect(seen.actions.confirmReceipt).toBe(false);

    const shipped = await call(
      api.staffOrderShip,
      { orderId, expressCompany: 'Pos Laju', expressNo: 'EP123456789MY' },
      world.sales,
    );
    expect(shipped.code, shipped.msg).toBe(200);
    expect(ids(await page({ orderType: 'mail' }))).not.toContain(orderId);
    expect(ids(await page({ orderType: 'mail', done: true }))).toContain(orderId);
    expect((await call(api.staffOrderPack, { orderId }, world.sales)).code).toBe(ResultCode.illegalTransition);
    seen = await customerOrder(world, orderId);
    expect(seen).toMatchObject({ expressCompany: 'Pos Laju', expressNo: 'EP123456789MY' });
    expect(seen.actions.confirmReceipt).toBe(true);

    const received = await world.server.call(api.orderConfirmReceipt, { id: orderId }, { session: world.customer });
    expect(received.body.code, received.body.msg).toBe(200);
    expect((await customerOrder(world, orderId)).status).toBe('completed');
    const detail = await call(api.staffOrderFind, { id: orderId }, world.sales);
    expect(detail.data).toMatchObject({ status: 'completed', expressNo: 'EP123456789MY' });
    expect(detail.data.shippedAt).not.toBeNull();
  });

  it('lets sales fill the CMS order number and arrival remarks, which the customer then sees', async () => {
    const { orderId } = await paidPickup(world);
    const noted = await call(
      api.staffOrderNote,
      { orderId, cmsOrderNo: 'CMS-2026-0042', arrivalRemarks: 'Arrived at the counter, shelf B2' },
      world.sales,
    );
    expect(noted.code, noted.msg).toBe(200);
    expect(noted.data).toMatchObject({
      cmsOrderNo: 'CMS-2026-0042',
      arrivalRemarks: 'Arrived at the counter, shelf B2',
    });
    const only = await call(api.staffOrderNote, { orderId, cmsOrderNo: 'CMS-2026-0043' }, world.sales);
    expect(only.data).toMatchObject({
      cmsOrderNo: 'CMS-2026-0043',
      arrivalRemarks: 'Arrived at the counter, shelf B2',
    });
    expect(await customerOrder(world, orderId)).toMatchObject({
      cmsOrderNo: 'CMS-2026-0043',
      arrivalRemarks: 'Arrived at the counter, shelf B2',
    });
    expect((await call(api.staffOrderNote, { orderId, cmsOrderNo: 'X' }, world.otherSales)).code).toBe(
      ResultCode.notFound,
    );
    expect((await call(api.staffOrderNote, { orderId, cmsOrderNo: 'X' }, world.technician)).code).toBe(
      ResultCode.forbidden,
    );
  });
});
