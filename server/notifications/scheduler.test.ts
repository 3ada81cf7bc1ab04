import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malaysiaTime } from '../../src/shared/lib/appointment';
import { openDatabase } from '../db/client';
import { messages, orders, scheduledNotices } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { eventually, subscribeDevice } from '../testing/notify-fixture';
import { startLocalPushService, type LocalPushService } from '../testing/push-service';
import { paidInstall, setupWorld, type World } from '../testing/staff-fixtures';
import { reminderTimes } from './scheduler';
import { api } from '../../tests/support/api';

const remindersOf = (server: TestServer, orderId: number) =>
  server.database.db.select().from(scheduledNotices).where(eq(scheduledNotices.orderId, orderId));

describe('reminder times, in Malaysia time', () => {
  it('the eve of the appointment at 18:00 and two hours before it; none in the past', () => {
    const now = malaysiaTime('2026-11-20', '09:00');
    expect(reminderTimes('2026-11-25', '10:00', now)).toEqual([
      { kind: 'appointmentDayBefore', dueAt: malaysiaTime('2026-11-24', '18:00') },
      { kind: 'appointmentTwoHours', dueAt: malaysiaTime('2026-11-25', '08:00') },
    ]);
    // across a month's end
    expect(reminderTimes('2026-12-01', '09:00', now)[0]?.dueAt).toEqual(malaysiaTime('2026-11-30', '18:00'));
    // booked on the eve after 18:00: only the two-hour reminder is left
    expect(reminderTimes('2026-11-21', '10:00', malaysiaTime('2026-11-20', '19:00')).map((r) => r.kind)).toEqual([
      'appointmentTwoHours',
    ]);
  });
});

describeOnEachDatabase('appointment reminders', (kind) => {
  let server: TestServer;
  let push: LocalPushService;
  let world: World;
  beforeAll(async () => {
    server = await startTestServer(kind);
    push = await startLocalPushService();
    world = await setupWorld(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  it('are planned when the order is paid, moved when it is rescheduled, and run once when due', async () => {
    const device = await subscribeDevice(server, world.customer, push, 'reminders');
    const { orderId, orderNo } = await paidInstall(world);
    const planned = await remindersOf(server, orderId);
    expect(planned.map((r) => [r.kind, r.state]).sort()).toEqual([
      ['appointmentDayBefore', 'pending'],
      ['appointmentTwoHours', 'pending'],
    ]);
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    const start = malaysiaTime(order?.appointmentDate ?? '', order?.appointmentSlot ?? '');
    const moved = await server.call(
      api.orderReschedule,
      { id: orderId, appointmentDate: order?.appointmentDate ?? '', appointmentSlot: '16:00' },
      { session: world.customer },
    );
    expect(moved.body.code, moved.body.msg).toBe(200);
    const replanned = await remindersOf(server, orderId);
    expect(replanned.filter((r) => r.state === 'cancelled')).toHaveLength(2);
    const pending = replanned.filter((r) => r.state === 'pending');
    expect(pending.find((r) => r.kind === 'appointmentTwoHours')?.dueAt).toEqual(
      malaysiaTime(order?.appointmentDate ?? '', '14:00'),
    );

    // the sweep the day before: only the day-before reminder is due
    expect(await server.runDueNotices(new Date(start.getTime() - 12 * 3600_000))).toBe(1);
    await eventually(() => push.received.some((r) => r.path === '/push/reminders'));
    const [notice] = push.received
      .filter((r) => r.path === '/push/reminders')
      .map((r) => JSON.parse(device.decrypt(r.body)) as { title: string; body: string; url: string })
      .filter((n) => n.title === 'Appointment tomorrow');
    expect(notice?.body).toContain(orderNo);
    expect(notice?.body).toContain('16:00');
    expect(notice?.url).toBe(`/app/pages-order/list/OrderDetails?id=${orderId}`);
    // again: nothing new
    expect(await server.runDueNotices(new Date(start.getTime() - 12 * 3600_000))).toBe(0);
  });

  it('of an order cancelled by a refund are dropped, not sent', async () => {
    const { orderId } = await paidInstall(world);
    await server.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
    await server.database.db
      .update(scheduledNotices)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(scheduledNotices.orderId, orderId));
    const before = await server.database.db.select().from(messages).where(eq(messages.refId, orderId));
    await server.runDueNotices();
    const after = await server.database.db.select().from(messages).where(eq(messages.refId, orderId));
    expect(after).toHaveLength(before.length);
    const rows = await remindersOf(server, orderId);
    expect(rows.every((r) => r.state === 'cancelled')).toBe(true);
  });
});

describe('a reminder due while the server was down [pglite]', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-restart-'));
  let push: LocalPushService;
  beforeAll(async () => {
    push = await startLocalPushService();
  });
  afterAll(async () => {
    await push?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is sent once after the restart, and not again after the next one', async () => {
    const first = await startTestServer('pglite', { config: { dataDir } });
    const world = await setupWorld(first);
    const device = await subscribeDevice(first, world.customer, push, 'restart');
    const reminders = () =>
      push.received
        .filter((r) => r.path === '/push/restart')
        .map((r) => (JSON.parse(device.decrypt(r.body)) as { title: string }).title)
        .filter((title) => title === 'Appointment tomorrow');
    const { orderId } = await paidInstall(world);
    await first.close();
    expect(reminders()).toHaveLength(0);

    // while it was down, the day-before reminder fell due
    const offline = await openDatabase({ databaseUrl: null, dataDir });
    await offline.db
      .update(scheduledNotices)
      .set({ dueAt: new Date(Date.now() - 3600_000) })
      .where(and(eq(scheduledNotices.orderId, orderId), eq(scheduledNotices.kind, 'appointmentDayBefore')));
    await offline.close();

    const second = await startTestServer('pglite', { config: { dataDir }, backgroundJobs: true });
    try {
      await eventually(() => reminders().length > 0, 10_000);
    } finally {
      await second.close();
    }
    const third = await startTestServer('pglite', { config: { dataDir }, backgroundJobs: true });
    try {
      await third.runDueNotices();
    } finally {
      await third.close();
    }
    expect(reminders()).toHaveLength(1);
  }, 60_000);
});
