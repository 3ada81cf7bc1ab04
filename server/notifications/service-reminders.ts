import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { malaysiaTime } from '../../src/shared/lib/appointment';
import { formatDate, formatNumber } from '../../src/shared/lib/format';
import { addDays } from '../../src/shared/lib/malaysia-time';
import { formatPlate } from '../../src/shared/lib/plate';
import type { Db } from '../db/client';
import { scheduledNotices, vehicles } from '../db/schema';
import { localize } from '../i18n/text-catalogue';
import { notify, type Notification } from '../inbox/notify';

/**
 * Service reminders of the garage (docs/decisions/019-notifications.md): by date through the
 * scheduler, by mileage when the customer records a reading near the due one. Each is an inbox
 * message (kind 'service', about the car) pushed as every notice is; its link opens the maintenance
 * booking.
 */

export type ServiceKind = 'serviceDueWeek' | 'serviceDueDay';
const SERVICE_KINDS: ServiceKind[] = ['serviceDueWeek', 'serviceDueDay'];
/** Date reminders go at 09:00 Malaysia time, a week before and on the due day. */
const REMINDER_TIME = '09:00';
/** A reading this close to the due mileage (or past it) brings the mileage reminder. */
export const MILEAGE_WINDOW_KM = 500;

type Car = typeof vehicles.$inferSelect;

/** When the date reminders of a service due on `date` go; only those still ahead of `now`. */
export function serviceReminderTimes(date: string, now: Date): { kind: ServiceKind; dueAt: Date }[] {
  const times = [
    { kind: 'serviceDueWeek' as const, dueAt: malaysiaTime(addDays(date, -7), REMINDER_TIME) },
    { kind: 'serviceDueDay' as const, dueAt: malaysiaTime(date, REMINDER_TIME) },
  ];
  return times.filter((t) => t.dueAt.getTime() > now.getTime());
}

/** Cancels a car's date reminders not sent yet (date changed or cleared, car deleted). */
export async function cancelServiceReminders(db: Db, vehicleId: number) {
  await db
    .update(scheduledNotices)
    .set({ state: 'cancelled' })
    .where(
      and(
        eq(scheduledNotices.vehicleId, vehicleId),
        eq(scheduledNotices.state, 'pending'),
        inArray(scheduledNotices.kind, SERVICE_KINDS),
      ),
    );
}

/** (Re)plans a car's date reminders: the pending ones go, the new date's are recorded. */
export async function planServiceReminders(db: Db, car: Car, now: Date) {
  await cancelServiceReminders(db, car.id);
  if (!car.serviceDueDate) return;
  const due = serviceReminderTimes(car.serviceDueDate, now);
  if (due.length === 0) return;
  await db
    .insert(scheduledNotices)
    .values(due.map((d) => ({ kind: d.kind, userId: car.userId, vehicleId: car.id, dueAt: d.dueAt })));
}

/** The notice of a reminder, in the three languages, about the car. */
function serviceNotice(reason: ServiceKind | 'mileage', car: Car): Notification {
  const params = {
    car: `${car.make} ${car.model}`,
    plate: car.plate ? formatPlate(car.plate) : `${car.year}`,
    date: (lang: string) => (car.serviceDueDate ? formatDate(car.serviceDueDate, lang) : ''),
    current: (lang: string) => formatNumber(car.currentMileage ?? 0, lang),
    due: (lang: string) => formatNumber(car.serviceDueMileage ?? 0, lang),
  };
  const keys = {
    serviceDueWeek: ['serviceWeekTitle', 'serviceWeekBody'],
    serviceDueDay: ['serviceDayTitle', 'serviceDayBody'],
    mileage: ['serviceMileageTitle', 'serviceMileageBody'],
  } as const;
  const [title, body] = keys[reason];
  return {
    kind: 'service',
    title: localize(title),
    content: localize(body, params),
    refType: 'vehicle',
    refId: car.id,
    // marketing: texted only to those who agreed to offers by SMS (docs/product.md#marketing-consent)
    sms: true,
  };
}

/**
 * After a car's service fields were saved, in the same transaction: a new or cleared due date
 * replans its date reminders; a reading within MILEAGE_WINDOW_KM of the due mileage (or past it)
 * sends the mileage reminder once per due value. That once is one conditional UPDATE, so parallel
 * readings of the same car (on PostgreSQL, each waiting for the other's row lock) send one.
 */
export async function afterServiceSaved(db: Db, before: Car | null, after: Car, now: Date) {
  if ((before?.serviceDueDate ?? null) !== after.serviceDueDate) await planServiceReminders(db, after, now);
  const [reminded] = await db
    .update(vehicles)
    .set({ mileageReminderFor: sql`${vehicles.serviceDueMileage}` })
    .where(
      and(
        eq(vehicles.id, after.id),
        isNotNull(vehicles.serviceDueMileage),
        isNotNull(vehicles.currentMileage),
        sql`${vehicles.currentMileage} >= ${vehicles.serviceDueMileage} - ${MILEAGE_WINDOW_KM}`,
        sql`${vehicles.mileageReminderFor} is distinct from ${vehicles.serviceDueMileage}`,
      ),
    )
    .returning();
  if (reminded) await notify(db, reminded.userId, serviceNotice('mileage', reminded));
}

/**
 * Runs one claimed date reminder (in the scheduler's claim transaction): sent only while its car
 * still exists and is still due on the date the reminder was planned for. True when sent.
 */
export async function runServiceNotice(
  db: Db,
  notice: typeof scheduledNotices.$inferSelect,
  now: Date,
): Promise<boolean> {
  const [car] =
    notice.vehicleId === null ? [] : await db.select().from(vehicles).where(eq(vehicles.id, notice.vehicleId));
  const planned = car?.serviceDueDate ? serviceReminderTimes(car.serviceDueDate, new Date(0)) : [];
  const live = car && planned.some((t) => t.kind === notice.kind && t.dueAt.getTime() === notice.dueAt.getTime());
  await db
    .update(scheduledNotices)
    .set({ state: live ? 'done' : 'cancelled', doneAt: now })
    .where(eq(scheduledNotices.id, notice.id));
  if (!live) return false;
  await notify(db, car.userId, serviceNotice(notice.kind as ServiceKind, car));
  return true;
}
