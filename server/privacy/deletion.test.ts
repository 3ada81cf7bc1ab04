import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { dataRequests, orders, otpCodes, pushSubscriptions, sessions, storeStock, users } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { malaysiaDate } from '../testing/orders-fixture';
import { payInSandbox, setupWorld, STAFF_PHONES, staffLogin, type World } from '../testing/staff-fixtures';
import { uploadedId } from '../testing/uploads';
import { api } from '../../tests/support/api';
import { DELETION_PLAN } from './deletion-plan';
import {
  deleteWithCode,
  deletionCode,
  KEPT_TAX_TABLES,
  personalTraces,
  tablesReferencingUsers,
} from '../testing/deletion-fixture';

describeOnEachDatabase('deleting my account', (kind) => {
  let server: TestServer;
  let world: World;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await setupWorld(server);
  });
  afterAll(() => server.close());

  /** A new customer, with the phone as the server keeps it. */
  async function customer() {
    n += 1;
    const session = await server.login(`+6014770${String(n).padStart(4, '0')}`);
    const phone = (await server.call(api.currentUser, {}, { session })).body.data.phone;
    return { session, phone, userId: session.userId };
  }
  const requestsOf = (userId: number) =>
    server.database.db.select().from(dataRequests).where(eq(dataRequests.userId, userId));
  const install = async (session: Session, slot: string, extra: Record<string, string> = {}) => {
    const add = await server.call(
      api.orderAdd,
      {
        orderType: 'install',
        lines: [{ productId: world.tyre.id, quantity: 2 }],
        car: world.car,
        plate: 'WDL 2468',
        storeId: world.store.id,
        appointmentDate: malaysiaDate(3),
        appointmentSlot: slot,
        ...extra,
      },
      { session },
    );
    expect(add.body.code, add.body.msg).toBe(200);
    return add.body.data;
  };

  it('every table that references a person, directly or through their orders, is in the deletion plan', async () => {
    const planned = DELETION_PLAN.map((s) => s.table);
    expect(new Set(planned).size, 'a table named twice').toBe(planned.length);
    const referencing = await tablesReferencingUsers(server.database.db);
    expect(referencing).toContain('orders');
    expect(referencing).toContain('receipts');
    expect(referencing.filter((t) => !planned.includes(t))).toEqual([]);
    for (const step of DELETION_PLAN) {
      expect(step.why.length, step.table).toBeGreaterThan(10);
      expect(step.how === 'keep' || step.run !== undefined, `${step.table} says ${step.how} but does nothing`).toBe(
        true,
      );
    }
  });

  it('refuses staff, in their language, and records the refusal', async () => {
    const sales = await staffLogin(server, STAFF_PHONES.sales);
    const preview = await server.call(api.accountDeletionPreview, {}, { session: sales });
    expect(preview.body.data).toMatchObject({ allowed: false, isStaff: true });
    const code = await server.call(
      api.sendSms,
      { phone: STAFF_PHONES.sales, scene: 'deleteAccount' },
      { session: sales },
    );
    expect(code.body.code).toBe(ResultCode.forbidden);
    const res = await server.call(api.accountDelete, { code: '123456' }, { session: sales, language: 'ms_my' });
    expect(res.body).toMatchObject({ code: ResultCode.forbidden, msg: expect.stringContaining('pejabat') });
    const [me] = await server.database.db.select().from(users).where(eq(users.phone, STAFF_PHONES.sales));
    expect(me?.status).toBe('active');
    expect((await requestsOf(me?.id ?? 0)).map((r) => r.status)).toEqual(['refused']);
  });

  it('refuses while an order is in service or a refund is pending, naming the order', async () => {
    const { session, phone, userId } = await customer();
    const order = await install(session, '10:00');
    await payInSandbox(server, session, order.id);
    const preview = await server.call(api.accountDeletionPreview, {}, { session });
    expect(preview.body.data).toMatchObject({
      allowed: false,
      isStaff: false,
      blocking: [{ id: order.id, orderNo: order.orderNo, status: 'upcoming', reason: 'inService' }],
      cancelled: [],
    });
    const inService = await deleteWithCode(server, session, phone);
    expect(inService.body).toMatchObject({ code: ResultCode.conflict });
    expect(inService.body.msg).toBe(
      `Order ${order.orderNo} is still in progress. You can delete your account once it is finished.`,
    );

    const refund = await server.call(
      api.refundRequest,
      { orderId: order.id, reason: 'Changed my mind', contact: phone },
      { session },
    );
    expect(refund.body.code, refund.body.msg).toBe(200);
    const pending = await deleteWithCode(server, session, phone, 'zh_cn');
    expect(pending.body.code).toBe(ResultCode.conflict);
    expect(pending.body.msg).toContain(order.orderNo);
    expect(pending.body.msg).toContain('退款');

    expect((await server.call(api.currentUser, {}, { session })).body.code).toBe(200);
    const notes = (await requestsOf(userId)).map((r) => [r.status, r.note]);
    expect(notes).toEqual([
      ['refused', `In service: ${order.orderNo}`],
      ['refused', `Refund pending: ${order.orderNo}`],
    ]);
  });

  it('refuses a wrong, an expired and a missing code and deletes nothing', async () => {
    const { session, phone } = await customer();
    expect((await server.call(api.accountDelete, { code: '000000' }, { session })).body.code).toBe(
      ResultCode.otpMissing,
    );
    const code = await deletionCode(server, session, phone);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await server.call(api.accountDelete, { code: wrong }, { session })).body.code).toBe(ResultCode.otpWrong);
    // a login code to the same phone is not a deletion code
    await server.call(api.sendSms, { phone, scene: 'login' });
    const login = await server.latestOtp(phone);
    if (login !== code) {
      expect((await server.call(api.accountDelete, { code: login }, { session })).body.code).toBe(ResultCode.otpWrong);
    }
    await server.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(otpCodes.phone, phone), eq(otpCodes.scene, 'deleteAccount')));
    expect((await server.call(api.accountDelete, { code }, { session })).body.code).toBe(ResultCode.otpExpired);
    expect((await server.call(api.currentUser, {}, { session })).body.data.phone).toBe(phone);
  });

  it('deletes the account: unpaid orders cancelled and given back, nothing personal left but the tax documents', async () => {
    const { session, phone, userId } = await customer();
    const db = server.database.db;
    const name = 'Zulaikha Padamkan';
    const email = 'zulaikha.padam@example.my';
    const line1 = '88 Jalan Hapus Data';
    const avatarId = await uploadedId(server, session, 'avatar');
    expect((await server.call(api.profileUpdate, { name, email, avatarId }, { session })).body.code).toBe(200);
    const car = await server.call(api.carAdd, { ...world.car, plate: 'VDL 7731' }, { session });
    expect(car.body.code, car.body.msg).toBe(200);
    const plate = car.body.data.plate;
    const image = await uploadedId(server, session, 'feedback');
    const fb = { type: 'service' as const, content: `Call me, ${name}`, images: [image] };
    expect((await server.call(api.feedbackAdd, fb, { session })).body.code).toBe(200);
    const push = {
      endpoint: `http://127.0.0.1:9/push/${userId}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
    expect((await server.call(api.pushSubscribe, push, { session })).body.code).toBe(200);
    const second = await server.login(phone);

    // a finished, paid order (its receipt is a kept tax document) with a complaint
    const done = await install(session, '11:00', { customerName: name, customerEmail: email });
    await payInSandbox(server, session, done.id);
    await db.update(orders).set({ status: 'completed' }).where(eq(orders.id, done.id));
    const complaint = { orderId: done.id, content: `My plate ${plate}, ring ${phone}`, screenshots: [] };
    expect((await server.call(api.complaintAdd, complaint, { session })).body.code).toBe(200);

    // unpaid: an installation holding a slot and stock, and a mail order to the home address
    const stockOf = async () =>
      (await db.select().from(storeStock).where(eq(storeStock.productId, world.tyre.id))).reduce(
        (sum, r) => sum + r.quantity,
        0,
      );
    const stockBefore = await stockOf();
    const unpaid = await install(session, '14:00');
    expect(await stockOf()).toBe(stockBefore - 2);
    const address = { name, phone, line1, line2: '', postcode: '50450', city: 'Kuala Lumpur', state: 'Kuala Lumpur' };
    const mail = await server.call(
      api.orderAdd,
      { orderType: 'mail', lines: [{ productId: world.dashcam.id, quantity: 1 }], plate, mailingAddress: address },
      { session },
    );
    expect(mail.body.code, mail.body.msg).toBe(200);

    const preview = await server.call(api.accountDeletionPreview, {}, { session });
    expect(preview.body.data).toMatchObject({ allowed: true, blocking: [], phone });
    expect(preview.body.data.cancelled.map((o) => o.orderNo)).toEqual([unpaid.orderNo, mail.body.data.orderNo]);

    const needles = [phone, phone.slice(-9), name, email, plate, line1];
    // the scan finds the person before (so its silence after means something)
    const before = await personalTraces(db, needles, KEPT_TAX_TABLES);
    for (const where of [
      'users.name',
      'users.phone',
      'vehicles.plate',
      'orders.customer_email',
      'orders.mailing_address',
    ]) {
      expect(
        before.some((t) => t.startsWith(`${where}:`)),
        where,
      ).toBe(true);
    }

    const res = await deleteWithCode(server, session, phone, 'ms_my');
    expect(res.body, res.body.msg).toMatchObject({ code: 200, msg: 'Akaun anda telah dipadam' });
    expect(res.body.data.cancelledOrders).toEqual([unpaid.orderNo, mail.body.data.orderNo]);

    // sessions end and devices are forgotten at once
    for (const s of [session, second]) {
      expect((await server.call(api.currentUser, {}, { session: s })).body.code).toBe(ResultCode.sessionExpired);
    }
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toEqual([]);
    // the unpaid orders are cancelled through the customer's own path: stock (and so the slot) given back
    const statuses = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.userId, userId));
    expect(statuses.find((o) => o.id === unpaid.id)?.status).toBe('cancelled');
    expect(statuses.find((o) => o.id === done.id)?.status).toBe('completed');
    expect(await stockOf()).toBe(stockBefore);
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ phone: `deleted:${userId}`, name: '', email: '', avatarUrl: '', status: 'deleted' });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await requestsOf(userId)).map((r) => r.status)).toEqual(['done']);

    // nothing of the person is readable anywhere but in the kept tax documents
    expect(await personalTraces(db, needles, KEPT_TAX_TABLES)).toEqual([]);
    const [receipt] = await db
      .execute(sql`select count(*)::int as n from receipts where order_id = ${done.id}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(receipt?.n).toBeGreaterThan(0);

    // the same phone signs up again as a new customer with nothing of the old
    const again = await server.login(phone);
    expect(again.userId).not.toBe(userId);
    expect((await server.call(api.currentUser, {}, { session: again })).body.data).toMatchObject({
      phone,
      name: '',
      email: '',
    });
    expect((await server.call(api.carList, {}, { session: again })).body.data).toEqual([]);
    const list = await server.call(api.orderPage, { group: 'all' }, { session: again });
    expect(list.body.data.list).toEqual([]);
  });
});
