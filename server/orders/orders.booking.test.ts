import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ProductSummary } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Store } from '../../src/shared/contract/orders';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import { orders, stores } from '../db/schema';
import { type Session, type TestServer, describeOnEachDatabase } from '../testing/harness';
import { malaysiaDate, ordersFixture } from '../testing/orders-fixture';
import { api } from '../../tests/support/api';

describeOnEachDatabase('orders: booking an installation', (kind) => {
  const fx = ordersFixture(kind);
  const { installDraft, add, find, payInSandbox } = fx;
  let server: TestServer;
  let alice: Session;
  let bob: Session;
  let tyre: ProductSummary;
  let workshop: Store;
  beforeAll(() => {
    ({ server, alice, bob, tyre, workshop } = fx);
  });
  it('books a tyre installation tomorrow at 10:00 and prices it with labour and service tax', async () => {
    const quote = await server.call(api.orderQuote, installDraft('10:00'), { session: alice });
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
    const slots = await server.call(api.storeSlots, { storeId: workshop.id, date });
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

  it('reschedules under the same rules', async () => {
    const order = await add(alice, installDraft('09:00', malaysiaDate(6)));
    await payInSandbox(alice, order.body.data.id);
    const early = await server.call(
      api.orderReschedule,
      { id: order.body.data.id, appointmentDate: malaysiaDate(6), appointmentSlot: '08:30' },
      { session: alice },
    );
    expect(early.body.msg).toBe('The earliest appointment is 9:00 am. Please rebook');
    const ok = await server.call(
      api.orderReschedule,
      { id: order.body.data.id, appointmentDate: malaysiaDate(7), appointmentSlot: '15:00' },
      { session: alice },
    );
    expect(ok.body.code, ok.body.msg).toBe(200);
    expect((await find(alice, order.body.data.id)).appointmentDate).toBe(malaysiaDate(7));
  });
});
