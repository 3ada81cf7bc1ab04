import { expect, it } from 'vitest';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { api } from '../../tests/support/api';
import { describeOnEachDatabase, type Session } from '../testing/harness';
import { ordersFixture } from '../testing/orders-fixture';

const address = {
  name: 'Aisyah Rahman',
  phone: '012-345 6789',
  line1: 'Lot 5, Jalan Tuaran',
  postcode: '88400',
  city: 'Kota Kinabalu',
  state: 'Sabah',
};

describeOnEachDatabase('checkout remembers: the plate in the garage, the addresses of mail orders', (kind) => {
  const fx = ordersFixture(kind);
  let phone = 0;
  const fresh = () => fx.server.login(`+6014300${String(++phone).padStart(4, '0')}`);
  const cars = async (session: Session) => (await fx.server.call(api.carList, {}, { session })).body.data;
  const mailDraft = (to = address): PayloadOf<typeof api.orderAdd> => ({
    orderType: 'mail',
    lines: [{ productId: fx.dashcam.id, quantity: 1 }],
    plate: '',
    mailingAddress: to,
  });

  it('keeps the plate typed at checkout on the garage car that had none, and adds the car to an empty garage', async () => {
    const owner = await fresh();
    const added = await fx.server.call(
      api.carImport,
      { ...fx.car },
      { session: owner, idempotencyKey: 'garage-car-1' },
    );
    expect(added.body.code, added.body.msg).toBe(200);
    expect((await cars(owner))[0]?.plate).toBe('');
    const order = await fx.add(owner, fx.installDraft('10:00'));
    expect(order.body.code, order.body.msg).toBe(200);
    expect((await cars(owner)).map((c) => c.plate)).toEqual(['WXY1234']);

    const newcomer = await fresh();
    expect((await fx.add(newcomer, fx.installDraft('11:00'))).body.code).toBe(200);
    const garage = await cars(newcomer);
    expect(garage).toHaveLength(1);
    expect(garage[0]).toMatchObject({ specId: fx.car.specId, year: fx.car.year, plate: 'WXY1234', isDefault: true });
    // the same plate again changes nothing
    expect((await fx.add(newcomer, fx.installDraft('12:00'))).body.code).toBe(200);
    expect(await cars(newcomer)).toHaveLength(1);
  });

  it('two orders at once for one new car give the garage one car', async () => {
    const owner = await fresh();
    const [a, b] = await Promise.all([
      fx.add(owner, fx.installDraft('13:00')),
      fx.add(owner, { ...fx.installDraft('14:00'), plate: 'wxy 1234' }),
    ]);
    expect([a.body.code, b.body.code]).toEqual([200, 200]);
    expect(await cars(owner)).toHaveLength(1);
  });

  it('asks no plate for mail and lets a pickup go without one; installation still needs it', async () => {
    const owner = await fresh();
    const mail = await fx.add(owner, { ...mailDraft(), plate: 'ignored 1' });
    expect(mail.body.code, mail.body.msg).toBe(200);
    expect((await fx.find(owner, mail.body.data.id)).plate).toBe('');
    const pickup = await fx.add(owner, {
      orderType: 'pickup',
      lines: [{ productId: fx.dashcam.id, quantity: 1 }],
      plate: '',
      storeId: fx.outlet.id,
    });
    expect(pickup.body.code, pickup.body.msg).toBe(200);
    const install = await fx.add(owner, { ...fx.installDraft('15:00'), plate: '' });
    expect(install.body.msg).toBe('Please enter the car plate number');
    expect(await cars(owner)).toHaveLength(0);
  });

  it('offers the addresses of earlier mail orders, newest first, each once, only to their customer', async () => {
    const owner = await fresh();
    const other = await fresh();
    const office = { ...address, name: 'Aisyah (office)', line1: 'Level 3, Menara KK', postcode: '88000' };
    const saved = async (session: Session) =>
      (await fx.server.call(api.savedMailingAddresses, {}, { session })).body.data;
    expect(await saved(owner)).toEqual([]);
    expect((await fx.add(owner, mailDraft())).body.code).toBe(200);
    expect((await fx.add(owner, mailDraft(office))).body.code).toBe(200);
    expect((await fx.add(owner, mailDraft())).body.code).toBe(200);
    const list = await saved(owner);
    expect(list.map((a) => a.line1)).toEqual(['Lot 5, Jalan Tuaran', 'Level 3, Menara KK']);
    expect(list[0]).toMatchObject({ phone: '+60123456789', line2: '' });
    expect(await saved(other)).toEqual([]);
  });
});

describeOnEachDatabase('messages stay true: "waiting for payment" goes once the order is paid', (kind) => {
  const fx = ordersFixture(kind);

  it('replaces the order-placed message by the payment received, and the unread count follows', async () => {
    const customer = await fx.server.login('+60143109999');
    const inbox = async () =>
      (await fx.server.call(api.messagePage, { pageNo: 1, pageSize: 50 }, { session: customer })).body.data.list;
    const unread = async () =>
      (await fx.server.call(api.messageUnreadCount, {}, { session: customer })).body.data.unreadCount;
    const order = await fx.add(customer, fx.installDraft('16:00'));
    expect(order.body.code, order.body.msg).toBe(200);
    expect((await inbox()).map((m) => m.content)).toEqual([`Order ${order.body.data.orderNo} is waiting for payment.`]);
    expect(await unread()).toBe(1);
    await fx.payInSandbox(customer, order.body.data.id);
    const after = await inbox();
    expect(after.map((m) => m.title)).toEqual(['Payment received']);
    expect(after.some((m) => m.content.includes('waiting for payment'))).toBe(false);
    expect(await unread()).toBe(1);
  });
});
