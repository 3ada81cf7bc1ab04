import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { APPOINTMENT_SLOTS } from '../../src/shared/contract/orders';
import { checkAppointment, malaysiaTime, type AppointmentError } from '../../src/shared/lib/appointment';
import type { Db } from '../db/client';
import { orders, type stores } from '../db/schema';
import { HOLDS_SLOT } from './order-state';
import { isoWeekday } from './working-days';

type StoreRow = typeof stores.$inferSelect;

/** Orders holding a slot: live ones, and unpaid ones whose payment time has not run out. */
export function holdsSlotSql(now: Date) {
  return and(
    inArray(orders.status, [...HOLDS_SLOT]),
    or(sql`${orders.status} <> 'unpaid'`, isNull(orders.expiresAt), gt(orders.expiresAt, now)),
    isNull(orders.deletedAt),
  );
}

export async function bookedBySlot(db: Db, storeId: number, date: string, now: Date, excludeOrderId?: number) {
  const rows = await db
    .select({ slot: orders.appointmentSlot, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.appointmentDate, date),
        eq(orders.orderType, 'install'),
        holdsSlotSql(now),
        excludeOrderId === undefined ? undefined : sql`${orders.id} <> ${excludeOrderId}`,
      ),
    )
    .groupBy(orders.appointmentSlot);
  return new Map(rows.map((r) => [r.slot ?? '', r.n]));
}

export function storeOpenAt(store: StoreRow, date: string, slot: string): boolean {
  if (!store.openDays.includes(isoWeekday(date))) return false;
  // the job starts in the slot; the store must be open at its start and for the hour after
  const [h, m] = slot.split(':').map(Number);
  const start = (h ?? 0) * 60 + (m ?? 0);
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return start >= toMinutes(store.opens) && start + 60 <= toMinutes(store.closes);
}

export type SlotRefusal = AppointmentError | 'slotNotOnGrid' | 'storeClosed' | 'slotFull';

/** The first rule a booking breaks, or null; the server's one answer to "may I book this?". */
export async function checkBooking(
  db: Db,
  store: StoreRow,
  date: string,
  slot: string,
  now: Date,
  excludeOrderId?: number,
): Promise<SlotRefusal | null> {
  const ruleBroken = checkAppointment(malaysiaTime(date, slot), now);
  if (ruleBroken) return ruleBroken;
  // a place is an hour of the grid: "10:15" would otherwise count against a capacity of its own
  if (!(APPOINTMENT_SLOTS as readonly string[]).includes(slot)) return 'slotNotOnGrid';
  if (!storeOpenAt(store, date, slot)) return 'storeClosed';
  const booked = await bookedBySlot(db, store.id, date, now, excludeOrderId);
  if ((booked.get(slot) ?? 0) >= store.slotCapacity) return 'slotFull';
  return null;
}

export async function slotsOfDay(db: Db, store: StoreRow, date: string, now: Date) {
  const booked = await bookedBySlot(db, store.id, date, now);
  return APPOINTMENT_SLOTS.map((slot) => {
    const remaining = Math.max(0, store.slotCapacity - (booked.get(slot) ?? 0));
    const rule = checkAppointment(malaysiaTime(date, slot), now);
    let closedReason: 'past' | 'tooSoon' | 'full' | 'storeClosed' | null = null;
    if (rule === 'appointmentPast') closedReason = 'past';
    else if (rule === 'appointmentTooSoon') closedReason = 'tooSoon';
    else if (!storeOpenAt(store, date, slot)) closedReason = 'storeClosed';
    else if (remaining === 0) closedReason = 'full';
    return { slot, remaining, closedReason };
  });
}
