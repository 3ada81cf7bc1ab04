import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleSpec } from '../../src/shared/contract/catalog';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { malaysiaTime } from '../../src/shared/lib/appointment';
import { addDays, malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import { serviceBookingPath } from '../../src/shared/lib/service-booking';
import { messages, scheduledNotices } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { eventually, LANGUAGE_HEADER, subscribeDevice } from '../testing/notify-fixture';
import { startLocalPushService, type LocalPushService, type TestSubscription } from '../testing/push-service';
import { serviceReminderTimes } from './service-reminders';
import { api } from '../../tests/support/api';

type Notice = { title: string; body: string; url: string; tag: string };

describe('service reminder times, in Malaysia time', () => {
  it('09:00 a week before and on the due day; none in the past', () => {
    const now = malaysiaTime('2026-11-20', '12:00');
    expect(serviceReminderTimes('2026-12-03', now)).toEqual([
      { kind: 'serviceDueWeek', dueAt: malaysiaTime('2026-11-26', '09:00') },
      { kind: 'serviceDueDay', dueAt: malaysiaTime('2026-12-03', '09:00') },
    ]);
    // 09:00 Malaysia time is 01:00 UTC
    expect(serviceReminderTimes('2026-12-03', now)[1]?.dueAt.toISOString()).toBe('2026-12-03T01:00:00.000Z');
    // due in three days: the week-before reminder is already past
    expect(serviceReminderTimes('2026-11-23', now).map((t) => t.kind)).toEqual(['serviceDueDay']);
    // due today after 09:00: nothing left to send
    expect(serviceReminderTimes('2026-11-20', now)).toEqual([]);
  });
});

describeOnEachDatabase('service reminders by date', (kind) => {
  let server: TestServer;
  let push: LocalPushService;
  let customer: Session;
  let device: TestSubscription;
  let myvi: VehicleSpec;
  const today = malaysiaDateOf(new Date());

  beforeAll(async () => {
    server = await startTestServer(kind);
    push = await startLocalPushService();
    customer = await server.login('+60134000001');
    // service reminders are marketing: pushed only to those who agreed (docs/product.md#marketing-consent)
    const consent = await server.call(
      api.marketingConsentSet,
      { channel: 'push', granted: true, wordingVersion: 'marketing-2026-11' },
      { session: customer },
    );
    expect(consent.body.code, consent.body.msg).toBe(200);
    device = await subscribeDevice(server, customer, push, 'service-date', LANGUAGE_HEADER.ms);
    const specs = (await server.call(api.vehicleSpecList, {})).body.data;
    myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi') as VehicleSpec;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  const pendingOf = async (vehicleId: number) =>
    (
      await server.database.db
        .select()
        .from(scheduledNotices)
        .where(and(eq(scheduledNotices.vehicleId, vehicleId), eq(scheduledNotices.state, 'pending')))
    ).map((r) => [r.kind, r.dueAt.toISOString()]);
  const notices = () =>
    push.received
      .filter((r) => r.path === '/push/service-date')
      .map((r) => JSON.parse(device.decrypt(r.body)) as Notice);
  const addCar = async (plate: string, extra: Partial<PayloadOf<typeof api.carAdd>>) => {
    const res = await server.call(
      api.carAdd,
      { specId: myvi.id, year: myvi.yearTo, plate, ...extra },
      { session: customer },
    );
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data;
  };
  const update = (id: number, change: Omit<PayloadOf<typeof api.carUpdate>, 'id'>, language?: string) =>
    server.call(api.carUpdate, { id, ...change }, { session: customer, language });

  it('is planned at 09:00 Malaysia time a week before and on the day, and each is sent once', async () => {
    const due = addDays(today, 10);
    const car = await addCar('WSR 1001', { serviceDueDate: due });
    expect(car.serviceDueDate).toBe(due);
    const week = malaysiaTime(addDays(due, -7), '09:00');
    const day = malaysiaTime(due, '09:00');
    expect(await pendingOf(car.id)).toEqual([
      ['serviceDueWeek', week.toISOString()],
      ['serviceDueDay', day.toISOString()],
    ]);

    // a minute early: nothing; at 09:00 the week-before one, once
    expect(await server.runDueNotices(new Date(week.getTime() - 60_000))).toBe(0);
    expect(await server.runDueNotices(week)).toBe(1);
    expect(await server.runDueNotices(new Date(week.getTime() + 3600_000))).toBe(0);
    await eventually(() => notices().length === 1);
    const [notice] = notices();
    // the device subscribed in Malay: the push is in Malay and opens the booking with this car
    expect(notice?.title).toBe('Servis perlu dibuat dalam seminggu');
    expect(notice?.body).toContain('Perodua Myvi (WSR 1001)');
    expect(notice?.url).toBe(serviceBookingPath(car));
    expect(notice?.url).toContain('/app/pages/home/home?category=maintenance&specId=');

    // the in-app message, in the language of the request that reads it
    const page = await server.call(api.messagePage, {}, { session: customer, language: LANGUAGE_HEADER.zh });
    expect(page.body.data.list[0]).toMatchObject({
      title: '一周后需要保养',
      kind: 'service',
      refType: 'vehicle',
      refId: car.id,
    });

    expect(await server.runDueNotices(day)).toBe(1);
    await eventually(() => notices().length === 2);
    expect(notices()[1]?.title).toBe('Servis perlu dibuat hari ini');
    expect(await server.runDueNotices(new Date(day.getTime() + 86400_000))).toBe(0);
  });

  it('moves with the date, goes when the date is cleared, and goes with the car', async () => {
    const car = await addCar('WSR 1002', { serviceDueDate: addDays(today, 20) });
    const moved = await update(car.id, { serviceDueDate: addDays(today, 30) });
    expect(moved.body.code, moved.body.msg).toBe(200);
    const newWeek = malaysiaTime(addDays(today, 23), '09:00');
    expect(await pendingOf(car.id)).toEqual([
      ['serviceDueWeek', newWeek.toISOString()],
      ['serviceDueDay', malaysiaTime(addDays(today, 30), '09:00').toISOString()],
    ]);
    // the old date's week-before time passes: nothing is sent for it
    expect(await server.runDueNotices(malaysiaTime(addDays(today, 13), '09:00'))).toBe(0);

    // saving the car again with the same date keeps the reminders as they are
    await update(car.id, { serviceDueDate: addDays(today, 30), currentMileage: 1000 });
    expect(await pendingOf(car.id)).toHaveLength(2);

    const cleared = await update(car.id, { serviceDueDate: null });
    expect(cleared.body.data.serviceDueDate).toBeNull();
    expect(await pendingOf(car.id)).toEqual([]);

    await update(car.id, { serviceDueDate: addDays(today, 30) });
    const planned = await server.database.db
      .select({ id: scheduledNotices.id })
      .from(scheduledNotices)
      .where(and(eq(scheduledNotices.vehicleId, car.id), eq(scheduledNotices.state, 'pending')));
    expect(planned).toHaveLength(2);
    const removed = await server.call(api.carDelete, { id: car.id }, { session: customer });
    expect(removed.body.code, removed.body.msg).toBe(200);
    const after = await server.database.db
      .select()
      .from(scheduledNotices)
      .where(
        inArray(
          scheduledNotices.id,
          planned.map((p) => p.id),
        ),
      );
    expect(after.map((r) => [r.state, r.vehicleId])).toEqual([
      ['cancelled', null],
      ['cancelled', null],
    ]);
    const before = await server.database.db.select().from(messages);
    expect(await server.runDueNotices(malaysiaTime(addDays(today, 31), '09:00'))).toBe(0);
    expect(await server.database.db.select().from(messages)).toHaveLength(before.length);
  });

  it('refuses a date in the past, in the language of the request', async () => {
    const car = await addCar('WSR 1003', {});
    const past = await update(car.id, { serviceDueDate: addDays(today, -1) }, LANGUAGE_HEADER.ms);
    expect(past.body.code).toBe(1003);
    expect(past.body.msg).toBe('Tarikh servis seterusnya tidak boleh pada masa lalu');
    const added = await server.call(
      api.carAdd,
      { specId: myvi.id, year: myvi.yearTo, plate: 'WSR 1004', serviceDueDate: addDays(today, -3) },
      { session: customer },
    );
    expect(added.body.msg).toBe('The next service date cannot be in the past');
    // today is allowed
    expect((await update(car.id, { serviceDueDate: today })).body.code).toBe(200);
  });
});
