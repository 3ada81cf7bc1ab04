import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDevelopmentSms } from '../auth/sms-adapter';
import { openDatabase, type Database, type Db } from '../db/client';
import { notificationDeliveries } from '../db/schema';
import { notify } from '../inbox/notify';
import { createLogger } from '../log';
import { describeOnPostgres, startTestServer, type TestServer } from '../testing/harness';
import { subscribeDevice } from '../testing/notify-fixture';
import { startLocalPushService, type LocalPushService } from '../testing/push-service';
import { createNotificationSender } from './sender';

const NOTICES = 40;

describeOnPostgres('two senders racing on one PostgreSQL', (kind) => {
  let server: TestServer;
  let push: LocalPushService;
  let other: Database;
  beforeAll(async () => {
    server = await startTestServer(kind);
    push = await startLocalPushService();
    // a second process's own connections to the same database
    other = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: '/nonexistent' });
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
    await push?.close();
  });

  it('push each notice exactly once', async () => {
    const session = await server.login('+60149200001');
    const device = await subscribeDevice(server, session, push, 'race');
    await server.database.db.transaction(async (tx) => {
      for (let i = 0; i < NOTICES; i++) {
        await notify(tx as unknown as Db, session.userId, {
          kind: 'system',
          title: { en: `Notice ${i}`, ms: `Notis ${i}`, zh: `通知 ${i}` },
          content: { en: 'Body', ms: 'Isi', zh: '内容' },
        });
      }
    });
    const log = createLogger('silent');
    const config = {
      vapid: { publicKey: null, privateKey: null, subject: 'mailto:ops@roda.example.my' },
      publicBaseUrl: server.baseUrl,
    };
    const senders = [server.database, other].map((database) =>
      createNotificationSender({
        database,
        config: { ...config, vapid: { ...config.vapid } },
        sms: createDevelopmentSms(log, false),
        log,
      }),
    );
    const handled = await Promise.all(senders.map((s) => s.sendDue()));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(NOTICES);
    // together each notice once, never twice
    const titles = push.received
      .filter((r) => r.path === '/push/race')
      .map((r) => (JSON.parse(device.decrypt(r.body)) as { title: string }).title);
    expect(titles).toHaveLength(NOTICES);
    expect(new Set(titles).size).toBe(NOTICES);
    const rows = await server.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, session.userId));
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  });
});
