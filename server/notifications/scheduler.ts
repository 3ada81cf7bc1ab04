import { and, asc, eq, lte } from 'drizzle-orm';
import { malaysiaTime } from '../../src/shared/lib/appointment';
import { formatAppointment } from '../../src/shared/lib/format';
import type { Database, Db } from '../db/client';
import { orders, scheduledNotices } from '../db/schema';
import { localize } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import { runServiceNotice } from './service-reminders';

export type ScheduledKind = 'appointmentDayBefore' | 'appointmentTwoHours';

/** The day-before reminder goes at 18:00 Malaysia time on the eve of the appointment. */
const EVE_TIME = '18:00';
const TWO_HOURS_MS = 2 * 3600_000;
/** Statuses in which an appointment is still to come (paid, not started, not cancelled). */
const AWAITING: readonly string[] = ['upcoming', 'toBeInstalled'];
/** Notices run per pass at most. */
const PASS_LIMIT = 200;

/** The Malaysian date before `date` ('2026-11-25' -> '2026-11-24'). */
function dayBefore(date: string): string {
  const eve = new Date(`${date}T00:00:00Z`);
  eve.setUTCDate(eve.getUTCDate() - 1);
  return eve.toISOString().slice(0, 10);
}

/** When each reminder of an appointment is due; only those still ahead of `now`. */
export function reminderTimes(date: string, slot: string, now: Date): { kind: ScheduledKind; dueAt: Date }[] {
  const start = malaysiaTime(date, slot);
  const times = [
    { kind: 'appointmentDayBefore' as const, dueAt: malaysiaTime(dayBefore(date), EVE_TIME) },
    { kind: 'appointmentTwoHours' as const, dueAt: new Date(start.getTime() - TWO_HOURS_MS) },
  ];
  return times.filter((t) => t.dueAt.getTime() > now.getTime());
}

/**
 * (Re)plans an order's reminders, in the transaction that booked, paid or moved the appointment:
 * the pending ones are cancelled and the new ones recorded. Nothing is planned for a time passed.
 */
export async function scheduleAppointmentReminders(
  db: Db,
  order: { id: number; userId: number; appointmentDate: string | null; appointmentSlot: string | null },
  now: Date,
) {
  await cancelReminders(db, order.id);
  if (!order.appointmentDate || !order.appointmentSlot) return;
  const due = reminderTimes(order.appointmentDate, order.appointmentSlot, now);
  if (due.length === 0) return;
  await db
    .insert(scheduledNotices)
    .values(due.map((d) => ({ kind: d.kind, userId: order.userId, orderId: order.id, dueAt: d.dueAt })));
}

/** Cancels an order's reminders not sent yet. */
export async function cancelReminders(db: Db, orderId: number) {
  await db
    .update(scheduledNotices)
    .set({ state: 'cancelled' })
    .where(and(eq(scheduledNotices.orderId, orderId), eq(scheduledNotices.state, 'pending')));
}

/**
 * Runs every timed notice due by `now`, each in a transaction of its own: claimed with SKIP
 * LOCKED, its in-app message (and delivery intent) written and the notice marked done together,
 * so with several processes, or after a restart, each runs exactly once. A reminder whose order
 * was cancelled, refunded or already served is dropped; so is a service reminder whose car is gone
 * or no longer due that day. Resolves with how many were sent.
 */
export async function runDueNotices(database: Database, now: Date): Promise<number> {
  let sent = 0;
  for (let i = 0; i < PASS_LIMIT; i++) {
    const outcome = await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [notice] = await db
        .select()
        .from(scheduledNotices)
        .where(and(eq(scheduledNotices.state, 'pending'), lte(scheduledNotices.dueAt, now)))
        .orderBy(asc(scheduledNotices.dueAt), asc(scheduledNotices.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!notice) return 'none' as const;
      // a garage car's service reminder (service-reminders.ts), not an appointment's
      if (notice.orderId === null)
        return (await runServiceNotice(db, notice, now)) ? ('sent' as const) : ('dropped' as const);
      const [order] = await db.select().from(orders).where(eq(orders.id, notice.orderId));
      const live = order && AWAITING.includes(order.status) && order.appointmentDate && order.appointmentSlot;
      await db
        .update(scheduledNotices)
        .set({ state: live ? 'done' : 'cancelled', doneAt: now })
        .where(eq(scheduledNotices.id, notice.id));
      if (!live) return 'dropped' as const;
      const tomorrow = notice.kind === 'appointmentDayBefore';
      const params = {
        orderNo: order.orderNo,
        when: (lang: string) =>
          tomorrow
            ? formatAppointment(order.appointmentDate, order.appointmentSlot, lang)
            : (order.appointmentSlot ?? ''),
      };
      await notify(db, order.userId, {
        kind: 'order',
        title: localize(tomorrow ? 'inboxReminderTomorrowTitle' : 'inboxReminderSoonTitle'),
        content: localize(tomorrow ? 'inboxReminderTomorrowBody' : 'inboxReminderSoonBody', params),
        refType: 'order',
        refId: order.id,
        sms: tomorrow,
      });
      return 'sent' as const;
    });
    if (outcome === 'none') break;
    if (outcome === 'sent') sent++;
  }
  return sent;
}
