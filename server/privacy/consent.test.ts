import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VehicleSpec } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import { marketingWordingVersions } from '../../src/shared/contract/privacy-consent';
import { marketingConsents, messages, notificationDeliveries } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { eventually, paidPickupOrder, subscribeDevice } from '../testing/notify-fixture';
import { startLocalPushService, type LocalPushService, type TestSubscription } from '../testing/push-service';
import { api } from '../../tests/support/api';

const VERSION = marketingWordingVersions[0];

/*
 * Marketing consent (docs/product.md#marketing-consent): off until the person turns it on, one row
 * per change with its wording version; service reminders go by push or SMS only with it, order
 * notices without it.
 */
describeOnEachDatabase('marketing consent', (kind) => {
  let server: TestServer;
  let push: LocalPushService;
  let myvi: VehicleSpec;

  beforeAll(async () => {
    server = await startTestServer(kind);
    push = await startLocalPushService();
    const specs = (await server.call(api.vehicleSpecList, {})).body.data;
    myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi') as VehicleSpec;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  const set = (session: Session, channel: 'push' | 'sms', granted: boolean) =>
    server.call(api.marketingConsentSet, { channel, granted, wordingVersion: VERSION }, { session });

  /** A car 100 km short of its service: the mileage reminder (a marketing notice) is recorded at once. */
  async function remind(session: Session, plate: string) {
    const car = await server.call(
      api.carAdd,
      { specId: myvi.id, year: myvi.yearTo, plate, serviceDueMileage: 50_000, currentMileage: 40_000 },
      { session },
    );
    expect(car.body.code, car.body.msg).toBe(200);
    const read = await server.call(api.carUpdate, { id: car.body.data.id, currentMileage: 49_900 }, { session });
    expect(read.body.code, read.body.msg).toBe(200);
    await server.sendDueNotices();
    const [message] = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.refType, 'vehicle'), eq(messages.refId, car.body.data.id)));
    expect(message?.kind).toBe('service');
    const rows = await server.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.messageId, message?.id ?? 0))
      .orderBy(asc(notificationDeliveries.channel));
    return Object.fromEntries(rows.map((r) => [r.channel, { state: r.state, note: r.lastError }]));
  }

  it('is off until chosen; a grant and a revoke are two rows, each with its wording version', async () => {
    const customer = await server.login('+60134100001');
    const before = await server.call(api.marketingConsentList, {}, { session: customer });
    expect(before.body.data.list).toEqual([
      { channel: 'push', granted: false, since: null, wordingVersion: null },
      { channel: 'sms', granted: false, since: null, wordingVersion: null },
    ]);

    const on = await set(customer, 'sms', true);
    expect(on.body.code, on.body.msg).toBe(200);
    const sms = on.body.data.list.find((c) => c.channel === 'sms');
    expect(sms).toMatchObject({ granted: true, wordingVersion: VERSION });
    expect(Date.parse(sms?.since ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // the same choice again changes nothing
    expect((await set(customer, 'sms', true)).body.code).toBe(200);
    const off = await set(customer, 'sms', false);
    expect(off.body.data.list.find((c) => c.channel === 'sms')).toMatchObject({
      granted: false,
      wordingVersion: VERSION,
    });
    expect(off.body.data.list.find((c) => c.channel === 'push')).toMatchObject({ granted: false, since: null });

    const rows = await server.database.db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, customer.userId))
      .orderBy(asc(marketingConsents.id));
    expect(rows.map((r) => [r.channel, r.granted, r.wordingVersion])).toEqual([
      ['sms', true, VERSION],
      ['sms', false, VERSION],
    ]);
    expect(rows[0]?.createdAt.getTime()).toBeLessThanOrEqual(rows[1]?.createdAt.getTime() ?? 0);
  });

  it('refuses a wording version the server does not know, and records nothing', async () => {
    const customer = await server.login('+60134100002');
    const res = await server.call(
      api.marketingConsentSet,
      // @ts-expect-error a version no app shows
      { channel: 'push', granted: true, wordingVersion: 'marketing-1999-01' },
      { session: customer },
    );
    expect(res.body.code).toBe(ResultCode.validation);
    const rows = await server.database.db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, customer.userId));
    expect(rows).toHaveLength(0);
    expect((await server.call(api.marketingConsentList, {})).body.code).toBe(ResultCode.sessionExpired);
  });

  it('texts a service reminder only with consent to offers by SMS', async () => {
    const customer = await server.login('+60134100003');
    const texts = () => server.smsSent.filter((s) => s.phone === '+60134100003' && s.code === '');
    expect(await remind(customer, 'WCS 1001')).toEqual({
      push: { state: 'skipped', note: 'no marketing consent' },
      sms: { state: 'skipped', note: 'no marketing consent' },
    });
    expect(texts()).toHaveLength(0);

    await set(customer, 'sms', true);
    expect((await remind(customer, 'WCS 1002')).sms).toEqual({ state: 'sent', note: null });
    expect(texts()).toHaveLength(1);
    expect(texts()[0]?.text).toContain('To stop offers by SMS: Me > Notifications.');

    await set(customer, 'sms', false);
    expect((await remind(customer, 'WCS 1003')).sms).toEqual({ state: 'skipped', note: 'no marketing consent' });
    expect(texts()).toHaveLength(1);
  });

  it('pushes a service reminder only with consent to offers by push; order notices need none', async () => {
    const customer = await server.login('+60134100004');
    const device: TestSubscription = await subscribeDevice(server, customer, push, 'consent-push');
    const received = () =>
      push.received
        .filter((r) => r.path === '/push/consent-push')
        .map((r) => JSON.parse(device.decrypt(r.body)) as { title: string });

    // an order notice (payment received) is pushed without any marketing consent
    await paidPickupOrder(server, customer);
    await server.sendDueNotices();
    await eventually(() => received().length === 1);

    expect((await remind(customer, 'WCP 1001')).push).toEqual({ state: 'skipped', note: 'no marketing consent' });
    expect(received()).toHaveLength(1);

    await set(customer, 'push', true);
    // pushed, so not texted: no SMS consent, and a push went anyway
    expect(await remind(customer, 'WCP 1002')).toEqual({
      push: { state: 'sent', note: null },
      sms: { state: 'skipped', note: 'no marketing consent' },
    });
    await eventually(() => received().length === 2);
    expect(received()[1]?.title).toBe('Service due soon');

    // with both, the SMS gives way to the push that went
    await set(customer, 'sms', true);
    expect((await remind(customer, 'WCP 1003')).sms).toEqual({ state: 'skipped', note: 'pushed instead' });
  });
});
