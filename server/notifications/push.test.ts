import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, pushSubscriptions } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { eventually, LANGUAGE_HEADER, paidPickupOrder, subscribeDevice } from '../testing/notify-fixture';
import { startLocalPushService, verifyVapid, type LocalPushService } from '../testing/push-service';
import { api } from '../../tests/support/api';

const TITLES = { en: 'Payment received', ms: 'Pembayaran diterima', zh: '付款成功' } as const;

describeOnEachDatabase('Web Push delivery to a push service on 127.0.0.1', (kind) => {
  let server: TestServer;
  let push: LocalPushService;
  beforeAll(async () => {
    server = await startTestServer(kind);
    push = await startLocalPushService();
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  it('pushes a paid order to each customer in the language of their device, with the link to the order', async () => {
    for (const [lang, phone] of [
      ['en', '+60149100001'],
      ['ms', '+60149100002'],
      ['zh', '+60149100003'],
    ] as const) {
      const session = await server.login(phone);
      const device = await subscribeDevice(server, session, push, `paid-${lang}`, LANGUAGE_HEADER[lang]);
      const { orderId, orderNo } = await paidPickupOrder(server, session);
      await eventually(() => push.received.some((r) => r.path === `/push/paid-${lang}`));
      const request = push.received.find((r) => r.path === `/push/paid-${lang}`);
      if (!request) throw new Error('no push');
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      const key = await server.call(api.pushKey, {}, { session });
      const claims = verifyVapid(request.headers.authorization, key.body.data.publicKey);
      expect(claims.aud).toBe(push.origin);
      const payload = JSON.parse(device.decrypt(request.body)) as Record<string, string>;
      expect(payload.title).toBe(TITLES[lang]);
      expect(payload.body).toContain(orderNo);
      expect(payload.url).toBe(`/app/pages-order/list/OrderDetails?id=${orderId}`);
      expect(payload.tag).toMatch(/^msg-\d+$/);
      // the notice is the in-app message too
      const messages = await server.call(api.messagePage, {}, { session, language: LANGUAGE_HEADER[lang] });
      expect(messages.body.data.list.map((m) => `msg-${m.id}`)).toContain(payload.tag);
    }
  });

  it('removes a subscription the push service no longer knows (410) and sends nothing more to it', async () => {
    const session = await server.login('+60149100004');
    const device = await subscribeDevice(server, session, push, 'gone');
    push.gone.add(new URL(device.endpoint).pathname);
    await paidPickupOrder(server, session);
    await server.sendDueNotices();
    await eventually(async () => {
      const rows = await server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.endpoint));
      return rows.length === 0;
    });
    const list = await server.call(api.pushDevices, {}, { session });
    expect(list.body.data.devices).toEqual([]);
  });

  it('retries when the push service fails, and sends once it is back', async () => {
    const session = await server.login('+60149100005');
    const device = await subscribeDevice(server, session, push, 'flaky');
    const path = new URL(device.endpoint).pathname;
    push.failing.add(path);
    await paidPickupOrder(server, session);
    await server.sendDueNotices();
    const [row] = await server.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, session.userId));
    expect(row?.state).toBe('pending');
    expect(row?.attempts).toBeGreaterThanOrEqual(1);
    push.failing.delete(path);
    await server.database.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(notificationDeliveries.userId, session.userId));
    await server.sendDueNotices();
    expect(push.received.filter((r) => r.path === path)).toHaveLength(1);
  });

  it('honours an unsubscribe at once: the device list is empty and nothing is pushed', async () => {
    const session = await server.login('+60149100006');
    const device = await subscribeDevice(server, session, push, 'leaver');
    const listed = await server.call(api.pushDevices, { endpoint: device.endpoint }, { session });
    expect(listed.body.data.devices).toEqual([expect.objectContaining({ thisDevice: true, language: 'en' })]);
    const off = await server.call(api.pushUnsubscribe, { endpoint: device.endpoint }, { session });
    expect(off.body).toMatchObject({ code: 200, data: { removed: true } });
    await paidPickupOrder(server, session);
    await server.sendDueNotices();
    expect(push.received.filter((r) => r.path === '/push/leaver')).toHaveLength(0);
    const [row] = await server.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, session.userId));
    expect(row).toMatchObject({ state: 'skipped', lastError: 'no device' });
  });

  it('refuses an endpoint that is not a push service, in the caller’s language', async () => {
    const session = await server.login('+60149100007');
    for (const endpoint of ['http://example.com/push', 'ftp://127.0.0.1/x', 'https://user:pw@push.example.com/x']) {
      const res = await server.call(
        api.pushSubscribe,
        { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, appVersion: '1' },
        { session, language: 'ms_my' },
      );
      expect(res.status, endpoint).toBe(400);
      expect(res.body.code).toBe(1003);
      expect(res.body.msg).toMatch(/tidak sah/);
    }
  });
});

describe('push key', () => {
  it('is configured, or made once and shared through the database', async () => {
    const { shareVapidKeys } = await import('./vapid');
    const server = await startTestServer('pglite');
    try {
      const first = { vapid: { publicKey: null, privateKey: null, subject: 'mailto:a@b.my' } };
      const second = { vapid: { publicKey: null, privateKey: null, subject: 'mailto:a@b.my' } };
      const a = await shareVapidKeys(server.database.db, first);
      const b = await shareVapidKeys(server.database.db, second);
      expect(a.publicKey).toBe(b.publicKey);
      expect(a.privateKey).toBe(b.privateKey);
      const configured = { vapid: { publicKey: 'PUB', privateKey: 'PRIV', subject: 'mailto:a@b.my' } };
      expect((await shareVapidKeys(server.database.db, configured)).publicKey).toBe('PUB');
    } finally {
      await server.close();
    }
  });
});
