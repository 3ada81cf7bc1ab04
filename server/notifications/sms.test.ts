import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notificationDeliveries, scheduledNotices } from '../db/schema';
import { describeOnEachDatabase } from '../testing/harness';
import { paidInstall } from '../testing/staff-fixtures';
import { workOrderFixture } from '../testing/work-order-fixture';
import { SMS_DAILY_CAP } from './sms-cap';
import { api } from '../../tests/support/api';

const CUSTOMER_PHONE = '+60149000001';

describeOnEachDatabase('SMS for customers without push', (kind) => {
  const f = workOrderFixture(kind);
  // texts without a code: notices, not login codes
  const notices = () => f.world.server.smsSent.filter((s) => s.phone === CUSTOMER_PHONE && s.code === '');

  it('ready for collection is texted, with the link to the order, and only that step', async () => {
    const { orderId, workOrderId } = await paidInstall(f.world);
    const dispatched = await f.call(
      api.workOrderDispatch,
      { id: workOrderId, technicianId: f.technicianId },
      f.world.manager,
    );
    expect(dispatched.code, dispatched.msg).toBe(200);
    await f.finishWork(workOrderId);
    await f.world.server.sendDueNotices();
    const texts = notices().map((s) => s.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Roda: Work finished\. .*ready for collection/);
    expect(texts[0]).toContain(`/app/pages-order/list/OrderDetails?id=${orderId}`);
  });

  it('the day-before reminders stop at the daily cap of the phone, in the language last chosen', async () => {
    const { server } = f.world;
    // the customer set notices up in Malay once, then turned push off on that phone
    const endpoint = 'http://127.0.0.1:9/push/gone-phone';
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    const on = await server.call(
      api.pushSubscribe,
      { endpoint, keys, appVersion: '1' },
      { session: f.world.customer, language: 'ms_my' },
    );
    expect(on.body.code, on.body.msg).toBe(200);
    await server.call(api.pushUnsubscribe, { endpoint }, { session: f.world.customer });

    const before = notices().length;
    const orderIds: number[] = [];
    for (let i = 0; i < SMS_DAILY_CAP + 1; i++) orderIds.push((await paidInstall(f.world)).orderId);
    await server.database.db
      .update(scheduledNotices)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(and(inArray(scheduledNotices.orderId, orderIds), eq(scheduledNotices.kind, 'appointmentDayBefore')));
    expect(await server.runDueNotices()).toBe(SMS_DAILY_CAP + 1);
    const sent = notices().slice(before);
    // the work-finished text of the first test counted too: the cap is per phone and day
    expect(sent).toHaveLength(SMS_DAILY_CAP - 1);
    expect(sent.every((s) => s.text.startsWith('Roda: Temu janji esok.'))).toBe(true);
    const skipped = await server.database.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.channel, 'sms'), eq(notificationDeliveries.lastError, 'daily cap')));
    expect(skipped).toHaveLength(2);
  });
});
