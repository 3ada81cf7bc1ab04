import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderDetail, Store } from '../../src/shared/contract/orders';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import { orders, payments, stores } from '../db/schema';
import { signCallback } from '../payments/gateway';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { formatRM } from '../../src/shared/lib/format';

type SpecRow = { id: number; make: string; model: string; variant: string; yearTo: number };
type Page<T> = { list: T[]; total: number };

/** A Malaysian calendar date `days` from now. */
function malaysiaDate(days: number): string {
  const p = malaysiaParts(new Date(Date.now() + days * 86_400_000));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

describeOnEachDatabase('orders, appointments, payment and refunds', (kind) => {
  let server: TestServer;
  let alice: Session;
  let bob: Session;
  let car: { specId: number; year: number };
  let tyre: ProductSummary;
  let dashcam: ProductSummary;
  let workshop: Store;
  let outlet: Store;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.login('+60141000001');
    bob = await server.login('+60141000002');
    const specs = (await server.call<SpecRow[]>('/api/app/order/vehicle/car/model/list', {})).body.data;
    const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi' && s.variant === '1.5AV') as SpecRow;
    car = { specId: myvi.id, year: myvi.yearTo };
    tyre = (
      await server.call<Page<ProductSummary>>('/api/app/order/vehicle/product/app/page', { category: 'tyres', car })
    ).body.data.list[0] as ProductSummary;
    dashcam = (
      await server.call<Page<ProductSummary>>('/api/app/order/vehicle/product/app/page', { category: 'dashcam' })
    ).body.data.list[0] as ProductSummary;
    const all = (await server.call<Page<Store>>('/api/app/order/vehicle/door/store/list', { pageSize: 100 })).body.data
      .list;
    // a workshop open every day from 09:00 to 18:00, so "tomorrow" is bookable whatever day the suite runs
    workshop = all.find(
      (s) => s.kind === 'workshop' && s.openDays.length === 7 && s.opens <= '09:00' && s.closes >= '18:00',
    ) as Store;
    outlet = all.find((s) => s.kind === 'outlet') as Store;
    if (!workshop || !outlet) throw new Error('seed has an every-day workshop and an outlet');
  });
  afterAll(() => server.close());

  const installDraft = (slot: string, date = malaysiaDate(1)) => ({
    orderType: 'install',
    lines: [{ productId: tyre.id, quantity: 4 }],
    car,
    plate: 'wxy 1234',
    storeId: workshop.id,
    appointmentDate: date,
    appointmentSlot: slot,
  });
  const add = (session: Session, draft: object, idempotencyKey?: string) =>
    server.call<{ id: number; orderNo: string; actualPaySen: number }>('/api/app/order/vehicle/order/app/add', draft, {
      session,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  const find = async (session: Session, id: number) =>
    (await server.call<OrderDetail>('/api/app/order/vehicle/order/app/find', { id }, { session })).body.data;

  /** Pays through the sandbox gateway as a browser would: checkout page, approve, callback, redirect. */
  async function payInSandbox(
    session: Session,
    orderId: number,
    outcome: 'approve' | 'decline' | 'cancel' = 'approve',
  ) {
    const param = await server.call<{ reference: string; paymentUrl: string }>(
      '/api/app/order/vehicle/order/pay/param',
      { orderId },
      { session },
    );
    expect(param.body.code, param.body.msg).toBe(200);
    const page = await fetch(`${server.baseUrl}${param.body.data.paymentUrl}`);
    const html = await page.text();
    expect(html).toContain('FPX online banking');
    expect(html).toContain('Maybank2u');
    const done = await fetch(`${server.baseUrl}/pay/sandbox/complete`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ reference: param.body.data.reference, method: 'fpx', bank: 'Maybank2u', outcome }),
    });
    expect(done.status).toBe(303);
    return { reference: param.body.data.reference, location: done.headers.get('location') ?? '' };
  }

  it('books a tyre installation tomorrow at 10:00 and prices it with labour and service tax', async () => {
    const quote = await server.call<{
      totalSen: number;
      serviceFeeSen: number;
      serviceTaxSen: number;
      actualPaySen: number;
    }>('/api/app/order/vehicle/order/app/quote', installDraft('10:00'), { session: alice });
    expect(quote.body.code, quote.body.msg).toBe(200);
    expect(quote.body.data.totalSen).toBe(tyre.priceSen * 4);
    expect(quote.body.data.serviceFeeSen).toBe(tyre.labourSen * 4);
    expect(quote.body.data.serviceTaxSen).toBe(Math.round(tyre.labourSen * 4 * 0.08));
    const res = await add(alice, installDraft('10:00'));
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.actualPaySen).toBe(quote.body.data.actualPaySen);
    const detail = await find(alice, res.body.data.id);
    expect(detail).toMatchObject({
      status: 'unpaid',
      payStatus: 'pendingPayment',
      plate: 'WXY1234',
      appointmentSlot: '10:00',
    });
    expect(detail.vehicleModel).toContain('Perodua Myvi');
  });

  it('refuses each appointment rule with its own message', async () => {
    const cases: [string, string, string][] = [
      ['08:00', malaysiaDate(1), 'The earliest appointment is 9:00 am. Please rebook'],
      ['18:00', malaysiaDate(1), 'The latest appointment is 5:00 pm. Please rebook'],
      ['10:00', malaysiaDate(-1), 'The appointment time has already passed. Please rebook'],
    ];
    for (const [slot, date, msg] of cases) {
      const res = await add(alice, installDraft(slot, date));
      expect(res.body.msg, `${date} ${slot}`).toBe(msg);
    }
    const inAnHour = new Date(Date.now() + 3_600_000);
    const p = malaysiaParts(inAnHour);
    const hhmm = `${String(Math.floor(p.minuteOfDay / 60)).padStart(2, '0')}:${String(Math.floor(p.minuteOfDay % 60)).padStart(2, '0')}`;
    const soon = await add(alice, installDraft(hhmm, malaysiaDate(0.0417)));
    expect([
      'Appointments must be made at least 4 hours in advance. Please rebook',
      'The earliest appointment is 9:00 am. Please rebook',
      'The latest appointment is 5:00 pm. Please rebook',
    ]).toContain(soon.body.msg);
    const noSlot = await add(alice, { ...installDraft('10:00'), appointmentSlot: undefined });
    expect(noSlot.body.msg).toBe('Please select an appointment time period or choose another date');
    const noPlate = await add(alice, { ...installDraft('10:00'), plate: '' });
    expect(noPlate.body.msg).toBe('Please enter the car plate number');
  });

  it('never books a slot past its capacity, even under concurrent bookings', async () => {
    const date = malaysiaDate(2);
    await server.database.db.update(stores).set({ slotCapacity: 2 }).where(eq(stores.id, workshop.id));
    const customers = await Promise.all([1, 2, 3, 4, 5].map((i) => server.login(`+6014200000${i}`)));
    const answers = await Promise.all(customers.map((c) => add(c, installDraft('11:00', date))));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.body.code !== 200)) {
      expect(refused.body.msg).toBe('This time slot is fully booked. Please choose another time');
    }
    const slots = await server.call<{ slot: string; remaining: number; closedReason: string | null }[]>(
      '/api/app/order/vehicle/door/store/slots',
      { storeId: workshop.id, date },
    );
    expect(slots.body.data.find((s) => s.slot === '11:00')).toMatchObject({ remaining: 0, closedReason: 'full' });
  });

  it('frees the slot of an unpaid order whose payment time ran out', async () => {
    const date = malaysiaDate(3);
    await server.database.db.update(stores).set({ slotCapacity: 1 }).where(eq(stores.id, workshop.id));
    const first = await add(alice, installDraft('12:00', date));
    expect(first.body.code).toBe(200);
    expect((await add(bob, installDraft('12:00', date))).body.code).toBe(ResultCode.conflict);
    await server.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, first.body.data.id));
    expect((await add(bob, installDraft('12:00', date))).body.code).toBe(200);
    expect(await find(alice, first.body.data.id)).toMatchObject({ status: 'cancelled', payStatus: 'cancelled' });
    await server.database.db.update(stores).set({ slotCapacity: 3 }).where(eq(stores.id, workshop.id));
  });

  it('pays by FPX in the sandbox: signed callback, upcoming service, message sent', async () => {
    const order = await add(alice, installDraft('13:00', malaysiaDate(4)));
    const paid = await payInSandbox(alice, order.body.data.id);
    expect(paid.location).toContain(`/app/pages/pay/pay?orderId=${order.body.data.id}`);
    expect(paid.location).toContain('result=paid');
    const status = await server.call<{ status: string; payStatus: string }>(
      '/api/app/order/vehicle/order/update/pay/status',
      { orderId: order.body.data.id, reference: paid.reference },
      { session: alice },
    );
    expect(status.body.data).toMatchObject({ status: 'upcoming', payStatus: 'paid' });
    const upcoming = await server.call<Page<{ id: number }>>(
      '/api/app/order/vehicle/order/app/page',
      { group: 'upcoming' },
      { session: alice },
    );
    expect(upcoming.body.data.list.map((o) => o.id)).toContain(order.body.data.id);
    expect((await find(alice, order.body.data.id)).actions).toMatchObject({
      pay: false,
      cancel: false,
      refund: true,
      reschedule: true,
    });
    // the message says the amount as every screen does (src/shared/lib/format.ts): grouped, two decimals
    const messages = await server.call<Page<{ content: string }>>(
      '/api/app/user/poe-message/page',
      {},
      { session: alice },
    );
    const amount = formatRM(order.body.data.actualPaySen);
    expect(amount).toMatch(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
    expect(messages.body.data.list.map((m) => m.content)).toContain(
      `We received ${amount} for order ${order.body.data.orderNo}.`,
    );
  });

  it('verifies the callback signature and applies a replayed callback once', async () => {
    const order = await add(alice, installDraft('14:00', malaysiaDate(4)));
    const param = await server.call<{ reference: string }>(
      '/api/app/order/vehicle/order/pay/param',
      { orderId: order.body.data.id },
      { session: alice },
    );
    const body = JSON.stringify({
      reference: param.body.data.reference,
      status: 'paid',
      method: 'card',
      amountSen: order.body.data.actualPaySen,
    });
    const post = (signature: string) =>
      fetch(`${server.baseUrl}/api/pay/sandbox/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
        body,
      }).then((r) => r.json() as Promise<{ code: number; data: { outcome: string } }>);
    expect((await post(signCallback('wrong-secret', body))).code).toBe(ResultCode.signatureInvalid);
    expect(
      (await post(signCallback('roda-sandbox-development-secret', body, new Date(Date.now() - 600_000)))).code,
    ).toBe(ResultCode.signatureInvalid);
    expect((await find(alice, order.body.data.id)).status).toBe('unpaid');
    const good = signCallback('roda-sandbox-development-secret', body);
    expect((await post(good)).data.outcome).toBe('applied');
    expect((await post(good)).data.outcome).toBe('replayed');
    const detail = await find(alice, order.body.data.id);
    expect(detail.timeline.filter((e) => e.status === 'upcoming')).toHaveLength(1);
  });

  it('shows pending payment after an abandoned payment, cancelled by customer after a cancel, and pays later', async () => {
    const order = await add(alice, installDraft('15:00', malaysiaDate(4)));
    const param = await server.call<{ reference: string }>(
      '/api/app/order/vehicle/order/pay/param',
      { orderId: order.body.data.id },
      { session: alice },
    );
    const waiting = await server.call<{ payStatus: string }>(
      '/api/app/order/vehicle/order/update/pay/status',
      { orderId: order.body.data.id, reference: param.body.data.reference },
      { session: alice },
    );
    expect(waiting.body.data.payStatus).toBe('waiting');
    expect((await find(alice, order.body.data.id)).payStatus).toBe('pendingPayment');
    const cancelled = await payInSandbox(alice, order.body.data.id, 'cancel');
    expect(cancelled.location).toContain('result=cancelled');
    const after = await server.call<{ payStatus: string }>(
      '/api/app/order/vehicle/order/update/pay/status',
      { orderId: order.body.data.id, reference: cancelled.reference, cancelled: true },
      { session: alice },
    );
    expect(after.body.data.payStatus).toBe('cancelled');
    await payInSandbox(alice, order.body.data.id, 'approve');
    expect((await find(alice, order.body.data.id)).payStatus).toBe('paid');
  });

  it('cancels an unpaid order only with a reason, and gives the stock back', async () => {
    const order = await add(alice, {
      orderType: 'pickup',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate: 'VAA 1',
      storeId: outlet.id,
    });
    expect(order.body.code, order.body.msg).toBe(200);
    const noReason = await server.call(
      '/api/app/order/vehicle/order/app/cancel',
      { id: order.body.data.id, reason: '  ' },
      { session: alice },
    );
    expect(noReason.body.msg).toBe('Please give a reason for cancelling');
    const ok = await server.call(
      '/api/app/order/vehicle/order/app/cancel',
      { id: order.body.data.id, reason: 'Changed my mind' },
      { session: alice },
    );
    expect(ok.body.data).toMatchObject({ status: 'cancelled' });
    const again = await server.call(
      '/api/app/order/vehicle/order/app/cancel',
      { id: order.body.data.id, reason: 'Again' },
      { session: alice },
    );
    expect(again.body.code).toBe(ResultCode.illegalTransition);
    expect((await find(alice, order.body.data.id)).cancelReason).toBe('Changed my mind');
  });

  it('requests a refund, revokes it, requests again, and a reviewer approves it through the gateway', async () => {
    const order = await add(alice, installDraft('16:00', malaysiaDate(5)));
    await payInSandbox(alice, order.body.data.id);
    const refund = (reason = 'Booked the wrong date') =>
      server.call<{ id: number; status: string; dueAt: string; canRevoke: boolean }>(
        '/api/app/order/vehicle/order/app/refund',
        { orderId: order.body.data.id, reason, contact: '012-345 6789' },
        { session: alice },
      );
    const first = await refund();
    expect(first.body.data).toMatchObject({ status: 'pendingReview', canRevoke: true });
    expect(new Date(first.body.data.dueAt).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect((await refund()).body.msg).toBe('A refund request for this order is already open');
    const revoked = await server.call<{ status: string }>(
      '/api/app/order/vehicle/order/app/refund/cancel',
      { id: first.body.data.id },
      { session: alice },
    );
    expect(revoked.body.data.status).toBe('revoked');
    expect(
      (
        await server.call(
          '/api/app/order/vehicle/order/app/refund/cancel',
          { id: first.body.data.id },
          { session: bob },
        )
      ).body.code,
    ).toBe(ResultCode.notFound);
    const second = await refund('Second thoughts');
    expect(second.body.data.status).toBe('pendingReview');
    const company = await staffLogin(server, STAFF_PHONES.company);
    const approved = await server.call<{ status: string }>(
      '/api/app/staff/refund/review',
      { id: second.body.data.id, approve: true, note: 'OK' },
      { session: company },
    );
    expect(approved.body.code, approved.body.msg).toBe(200);
    // the money goes back after the approval committed; it has arrived by the time the answer does
    expect(approved.body.data.status).toBe('processing');
    expect(server.refundCalls.filter((r) => r.amountSen === order.body.data.actualPaySen)).toHaveLength(1);
    const detail = await find(alice, order.body.data.id);
    expect(detail).toMatchObject({ status: 'refunded', payStatus: 'refunded' });
    expect(detail.refund?.status).toBe('completed');
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.orderId, order.body.data.id));
    expect(payment?.status).toBe('refunded');
    expect(
      (await server.call('/api/app/order/vehicle/order/app/del', { id: order.body.data.id }, { session: alice })).body
        .code,
    ).toBe(200);
    expect(
      (await server.call('/api/app/order/vehicle/order/app/find', { id: order.body.data.id }, { session: alice })).body
        .code,
    ).toBe(ResultCode.notFound);
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
    const store = await server.call<Store>(
      '/api/app/order/vehicle/order/client-store',
      { orderId: pickup.body.data.id },
      { session: alice },
    );
    expect(store.body.data.name).toBe(outlet.name);
    const mailStore = await server.call(
      '/api/app/order/vehicle/order/client-store',
      { orderId: mail.body.data.id },
      { session: alice },
    );
    expect(mailStore.body.msg).toBe('Store information not found');
  });

  it('asks the name once: given at checkout it fills an empty profile, then the profile names later orders', async () => {
    const carol = await server.login('+60141000003');
    const info = async () =>
      (await server.call<{ name: string }>('/api/app/user/info', {}, { session: carol })).body.data.name;
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

  it('reschedules under the same rules', async () => {
    const order = await add(alice, installDraft('09:00', malaysiaDate(6)));
    await payInSandbox(alice, order.body.data.id);
    const early = await server.call(
      '/api/app/order/vehicle/order/app/update/install/time',
      { id: order.body.data.id, appointmentDate: malaysiaDate(6), appointmentSlot: '08:30' },
      { session: alice },
    );
    expect(early.body.msg).toBe('The earliest appointment is 9:00 am. Please rebook');
    const ok = await server.call(
      '/api/app/order/vehicle/order/app/update/install/time',
      { id: order.body.data.id, appointmentDate: malaysiaDate(7), appointmentSlot: '15:00' },
      { session: alice },
    );
    expect(ok.body.code, ok.body.msg).toBe(200);
    expect((await find(alice, order.body.data.id)).appointmentDate).toBe(malaysiaDate(7));
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
    for (const path of ['find', 'cancel', 'del']) {
      const res = await server.call(
        `/api/app/order/vehicle/order/app/${path}`,
        { id: order.body.data.id, reason: 'x' },
        { session: bob },
      );
      expect(res.body.code, path).toBe(ResultCode.notFound);
    }
    expect(
      (await server.call('/api/app/order/vehicle/order/pay/param', { orderId: order.body.data.id }, { session: bob }))
        .body.code,
    ).toBe(ResultCode.notFound);
  });

  it('counts orders per group', async () => {
    const groups = await server.call<{ group: string; count: number }[]>(
      '/api/app/order/vehicle/order/app/category/list',
      {},
      { session: alice },
    );
    const byGroup = Object.fromEntries(groups.body.data.map((g) => [g.group, g.count]));
    expect(byGroup.all).toBeGreaterThan(0);
    expect(byGroup.upcoming).toBeGreaterThan(0);
    expect(byGroup.cancelledRefunded).toBeGreaterThan(0);
  });
});
