import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VehicleSpec } from '../../src/shared/contract/catalog';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { serviceBookingPath } from '../../src/shared/lib/service-booking';
import { messages, notificationDeliveries } from '../db/schema';
import {
  describeOnEachDatabase,
  describeOnPostgres,
  startTestServer,
  type Session,
  type TestServer,
} from '../testing/harness';
import { eventually, LANGUAGE_HEADER, subscribeDevice } from '../testing/notify-fixture';
import { startLocalPushService, type LocalPushService } from '../testing/push-service';
import { api } from '../../tests/support/api';

type Notice = { title: string; body: string; url: string };

async function carOf(
  server: TestServer,
  session: Session,
  plate: string,
  extra: Partial<PayloadOf<typeof api.carAdd>> = {},
) {
  const specs = (await server.call(api.vehicleSpecList, {})).body.data;
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi') as VehicleSpec;
  const res = await server.call(api.carAdd, { specId: myvi.id, year: myvi.yearTo, plate, ...extra }, { session });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

const serviceMessages = (server: TestServer, userId: number) =>
  server.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.kind, 'service')));

describeOnEachDatabase('service reminders by mileage', (kind) => {
  let server: TestServer;
  let push: LocalPushService;
  let customer: Session & { userId: number };

  beforeAll(async () => {
    server = await startTestServer(kind);
    push = await startLocalPushService();
    customer = await server.login('+60134000011');
    // service reminders are marketing: pushed only to those who agreed (docs/product.md#marketing-consent)
    const consent = await server.call(
      api.marketingConsentSet,
      { channel: 'push', granted: true, wordingVersion: 'marketing-2026-11' },
      { session: customer },
    );
    expect(consent.body.code, consent.body.msg).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  const update = (id: number, change: Omit<PayloadOf<typeof api.carUpdate>, 'id'>, language?: string) =>
    server.call(api.carUpdate, { id, ...change }, { session: customer, language });

  it('come once per due value, within 500 km of it or past it, pushed in the device language with the booking link', async () => {
    const device = await subscribeDevice(server, customer, push, 'mileage', LANGUAGE_HEADER.zh);
    const car = await carOf(server, customer, 'WMR 2001', { serviceDueMileage: 50_000, currentMileage: 40_000 });
    expect(car).toMatchObject({ serviceDueMileage: 50_000, currentMileage: 40_000 });
    expect(await serviceMessages(server, customer.userId)).toHaveLength(0);

    expect((await update(car.id, { currentMileage: 49_499 })).body.code).toBe(200);
    expect(await serviceMessages(server, customer.userId)).toHaveLength(0);
    expect((await update(car.id, { currentMileage: 49_500 })).body.code).toBe(200);
    const [first] = await serviceMessages(server, customer.userId);
    expect(first?.title).toEqual({ en: 'Service due soon', ms: 'Servis hampir tiba', zh: '即将需要保养' });
    expect(first?.content.en).toBe(
      'Your Perodua Myvi (WMR 2001) has done 49,500 km; its service is due at 50,000 km. Book it now.',
    );
    expect(first).toMatchObject({ refType: 'vehicle', refId: car.id });

    // nearer, past it, saved again: no second reminder for the same due value
    await update(car.id, { currentMileage: 49_900 });
    await update(car.id, { currentMileage: 51_000 });
    await update(car.id, { plate: 'WMR 2001', currentMileage: 51_000 });
    expect(await serviceMessages(server, customer.userId)).toHaveLength(1);

    const received = () =>
      push.received.filter((r) => r.path === '/push/mileage').map((r) => JSON.parse(device.decrypt(r.body)) as Notice);
    await eventually(() => received().length === 1);
    expect(received()[0]).toMatchObject({ title: '即将需要保养', url: serviceBookingPath(car) });
    expect(received()[0]?.body).toContain('50,000 公里');

    // a new due value: a reminder again when the reading nears it
    expect((await update(car.id, { serviceDueMileage: 60_000 })).body.code).toBe(200);
    await update(car.id, { currentMileage: 59_600 });
    expect(await serviceMessages(server, customer.userId)).toHaveLength(2);
  });

  it('stay in Messages when this phone turned notices off, and are not pushed', async () => {
    // the notices of the tests before are sent first: a pass still pushing them while this device is
    // subscribed would rightly reach it, and land after the count below
    await server.sendDueNotices();
    const device = await subscribeDevice(server, customer, push, 'mileage-off');
    const off = await server.call(api.pushUnsubscribe, { endpoint: device.endpoint }, { session: customer });
    expect(off.body.code, off.body.msg).toBe(200);
    const before = push.received.filter((r) => r.path === '/push/mileage-off').length;
    const car = await carOf(server, customer, 'WMR 2002', { serviceDueMileage: 20_000, currentMileage: 19_990 });
    const [message] = (await serviceMessages(server, customer.userId)).filter((m) => m.refId === car.id);
    expect(message).toBeDefined();
    await server.sendDueNotices();
    const [delivery] = await server.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.messageId, message?.id ?? 0));
    expect(delivery?.state).not.toBe('pending');
    expect(push.received.filter((r) => r.path === '/push/mileage-off')).toHaveLength(before);
  });

  it('refuse a due mileage not above the current one and readings that are not whole kilometres', async () => {
    const car = await carOf(server, customer, 'WMR 2003', { currentMileage: 30_000 });
    const below = await update(car.id, { serviceDueMileage: 30_000 }, LANGUAGE_HEADER.ms);
    expect(below.body.code).toBe(1003);
    expect(below.body.msg).toBe('Perbatuan servis mesti melebihi perbatuan semasa');
    const both = await update(car.id, { serviceDueMileage: 35_000, currentMileage: 36_000 });
    expect(both.body.msg).toBe('The service due mileage must be above the current mileage');
    for (const bad of [0, -5, 1.5]) {
      const res = await update(car.id, { currentMileage: bad }, LANGUAGE_HEADER.zh);
      expect(res.body.code).toBe(1003);
      expect(res.body.msg).toBe('里程必须是大于 0 的整数公里数');
    }
    const added = await server.call(
      api.carAdd,
      { specId: car.specId!, year: car.year, plate: 'WMR 2004', serviceDueMileage: 1000, currentMileage: 2000 },
      { session: customer },
    );
    expect(added.body.code).toBe(1003);
  });
});

describeOnPostgres('parallel mileage readings', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(() => server?.close());

  it('send exactly one reminder for one due value', async () => {
    const customer = await server.login('+60134000021');
    const car = await carOf(server, customer, 'WMR 3001', { serviceDueMileage: 80_000, currentMileage: 70_000 });
    const readings = Array.from({ length: 8 }, (_, i) => 79_600 + i * 100);
    const answers = await Promise.all(
      readings.map((km) => server.call(api.carUpdate, { id: car.id, currentMileage: km }, { session: customer })),
    );
    for (const res of answers) expect(res.body.code, res.body.msg).toBe(200);
    expect(await serviceMessages(server, customer.userId)).toHaveLength(1);
  });
});
