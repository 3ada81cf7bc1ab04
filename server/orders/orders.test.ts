import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Store } from '../../src/shared/contract/orders';
import { orders } from '../db/schema';
import { type Session, type TestServer, describeOnEachDatabase } from '../testing/harness';
import { malaysiaDate, ordersFixture } from '../testing/orders-fixture';
import { api } from '../../tests/support/api';

describeOnEachDatabase("orders: delivery, the customer's name, idempotency and privacy", (kind) => {
  const fx = ordersFixture(kind);
  const { installDraft, add, find, payInSandbox } = fx;
  let server: TestServer;
  let alice: Session;
  let bob: Session;
  let dashcam: ProductSummary;
  let outlet: Store;
  beforeAll(() => {
    ({ server, alice, bob, dashcam, outlet } = fx);
  });
  it('gives mail orders shipping and an address, pickup orders a pickup code', async () => {
    const mail = await add(alice, {
      orderType: 'mail',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'SAB 1234',
      mailingAddress: {
        name: 'Aisyah',
        phone: '0123456789',
        line1: 'Lot 5, Jalan Tuaran',
        postcode: '88400',
        city: 'Kota Kinabalu',
        state: 'Sabah',
      },
    });
    expect(mail.body.code, mail.body.msg).toBe(200);
    const mailDetail = await find(alice, mail.body.data.id);
    expect(mailDetail.mailingAddress).toMatchObject({ city: 'Kota Kinabalu', phone: '+60123456789' });
    expect(mailDetail.price.serviceTaxSen).toBe(0);
    await payInSandbox(alice, mail.body.data.id);
    expect((await find(alice, mail.body.data.id)).status).toBe('pendingReceipt');
    const noAddress = await add(alice, {
      orderType: 'mail',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'SAB 1',
    });
    expect(noAddress.body.msg).toBe('Please fill in the mailing address');

    const pickup = await add(alice, {
      orderType: 'pickup',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'VAA 2',
      storeId: outlet.id,
    });
    await payInSandbox(alice, pickup.body.data.id);
    const pickupDetail = await find(alice, pickup.body.data.id);
    expect(pickupDetail.status).toBe('pendingPickup');
    expect(pickupDetail.pickupCode).toMatch(/^\d{6}$/);
    expect(pickupDetail.store?.id).toBe(outlet.id);
    const store = await server.call(api.orderClientStore, { orderId: pickup.body.data.id }, { session: alice });
    expect(store.body.data.name).toBe(outlet.name);
    const mailStore = await server.call(api.orderClientStore, { orderId: mail.body.data.id }, { session: alice });
    expect(mailStore.body.msg).toBe('Store information not found');
  });

  it('asks the name once: given at checkout it fills an empty profile, then the profile names later orders', async () => {
    const carol = await server.login('+60141000003');
    const info = async () => (await server.call(api.currentUser, {}, { session: carol })).body.data.name;
    expect(await info()).toBe('');
    const first = await add(carol, { ...installDraft('15:00'), customerName: 'Carol Tan' });
    expect(first.body.code, first.body.msg).toBe(200);
    expect((await find(carol, first.body.data.id)).customerName).toBe('Carol Tan');
    expect(await info()).toBe('Carol Tan');
    const second = await add(carol, {
      orderType: 'pickup',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'WXY 1',
      storeId: outlet.id,
    });
    expect(second.body.code, second.body.msg).toBe(200);
    expect((await find(carol, second.body.data.id)).customerName).toBe('Carol Tan');
    // a name given later does not overwrite the profile's
    await add(carol, {
      orderType: 'pickup',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'WXY 1',
      storeId: outlet.id,
      customerName: 'C. Tan',
    });
    expect(await info()).toBe('Carol Tan');
  });

  it('commits an order once per idempotency key', async () => {
    const draft = installDraft('10:00', malaysiaDate(8));
    const [a, b] = await Promise.all([add(alice, draft, 'order-key-00001'), add(alice, draft, 'order-key-00001')]);
    const ids = [a, b].filter((r) => r.body.code === 200).map((r) => r.body.data.id);
    expect(new Set(ids).size).toBe(1);
    const [count] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, ids[0] as number));
    expect(count).toBeTruthy();
  });

  it("keeps one customer out of another's orders", async () => {
    const order = await add(alice, installDraft('11:00', malaysiaDate(9)));
    for (const [path, call] of [
      ['find', api.orderFind],
      ['cancel', api.orderCancel],
      ['del', api.orderDelete],
    ] as const) {
      const res = await server.call(call, { id: order.body.data.id, reason: 'x' }, { session: bob });
      expect(res.body.code, path).toBe(ResultCode.notFound);
    }
    expect((await server.call(api.payParam, { orderId: order.body.data.id }, { session: bob })).body.code).toBe(
      ResultCode.notFound,
    );
  });
});
