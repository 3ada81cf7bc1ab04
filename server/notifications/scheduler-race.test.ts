import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages, scheduledNotices } from '../db/schema';
import { describeOnPostgres, startTestServer, type TestServer } from '../testing/harness';
import { subscribeDevice } from '../testing/notify-fixture';
import { startLocalPushService, type LocalPushService } from '../testing/push-service';
import { paidInstall, setupWorld, type World } from '../testing/staff-fixtures';
import { SMS_DAILY_CAP, takeSmsPlace } from './sms-cap';

const ORDERS = 6;

describeOnPostgres('two servers on one PostgreSQL', (kind) => {
  let first: TestServer;
  let second: TestServer;
  let push: LocalPushService;
  let world: World;
  beforeAll(async () => {
    first = await startTestServer(kind);
    second = await startTestServer('pglite', { config: { databaseUrl: first.databaseUrl } });
    push = await startLocalPushService();
    world = await setupWorld(first);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await push?.close();
  });

  it('run each due reminder exactly once, and push it once', async () => {
    const device = await subscribeDevice(first, world.customer, push, 'race');
    const orderIds: number[] = [];
    for (let i = 0; i < ORDERS; i++) orderIds.push((await paidInstall(world)).orderId);
    await first.database.db
      .update(scheduledNotices)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(inArray(scheduledNotices.orderId, orderIds));
    const ran = await Promise.all([first.runDueNotices(), second.runDueNotices(), first.runDueNotices()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(ORDERS * 2);
    const reminderMessages = await first.database.db.select().from(messages).where(inArray(messages.refId, orderIds));
    const reminders = reminderMessages.filter((m) => m.kind === 'order' && m.title.en.startsWith('Appointment'));
    expect(reminders).toHaveLength(ORDERS * 2);
    await Promise.all([first.sendDueNotices(), second.sendDueNotices()]);
    const tags = push.received
      .filter((r) => r.path === '/push/race')
      .map((r) => (JSON.parse(device.decrypt(r.body)) as { tag: string }).tag);
    for (const message of reminders) expect(tags.filter((t) => t === `msg-${message.id}`)).toHaveLength(1);
    const done = await first.database.db.select().from(scheduledNotices).where(eq(scheduledNotices.state, 'done'));
    expect(done).toHaveLength(ORDERS * 2);
  });

  it('hold the SMS daily cap with parallel senders', async () => {
    const now = new Date();
    const taken = await Promise.all(
      Array.from({ length: 12 }, (_, i) => takeSmsPlace((i % 2 ? second : first).database.db, '+60111111111', now)),
    );
    expect(taken.filter(Boolean)).toHaveLength(SMS_DAILY_CAP);
  });
});
