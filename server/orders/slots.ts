import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { APPOINTMENT_SLOTS } from '../../src/shared/contract/orders';
import { checkAppointment, malaysiaTime, type AppointmentError } from '../../src/shared/lib/appointment';
import type { Db } from '../db/client';
import { orders, type stores } from '../db/schema';
import { HOLDS_SLOT } from './order-state';
import { capacityAt, closedOn, hoursOnWeekday, openForSlot } from './store-calendar';
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

/** Open at this hour of a day that is not closed (closures and holidays are checked apart: closedOn). */
export function storeOpenAt(store: StoreRow, date: string, slot: string): boolean {
  return openForSlot(hoursOnWeekday(store, isoWeekday(date)), slot) && capacityAt(store, slot) > 0;
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
  if (!storeOpenAt(store, date, slot) || (await closedOn(db, store, date))) return 'storeClosed';
  const booked = await bookedBySlot(db, store.id, date, now, excludeOrderId);
  if ((booked.get(slot) ?? 0) >= capacityAt(store, slot)) return 'slotFull';
  return null;
}

export async function slotsOfDay(db: Db, store: StoreRow, date: string, now: Date) {
  const booked = await bookedBySlot(db, store.id, date, now);
  const dayClosed = await closedOn(db, store, date);
  return APPOINTMENT_SLOTS.map((slot) => {
    const remaining = dayClosed ? 0 : Math.max(0, capacityAt(store, slot) - (booked.get(slot) ?? 0));
    const rule = checkAppointment(malaysiaTime(date, slot), now);
    let closedReason: 'past' | 'tooSoon' | 'full' | 'storeClosed' | null = null;
    if (rule === 'appointmentPast') closedReason = 'past';
    else if (rule === 'appointmentTooSoon') closedReason = 'tooSoon';
    else if (dayClosed || !storeOpenAt(store, date, slot)) closedReason = 'storeClosed';
    else if (remaining === 0) closedReason = 'full';
    return { slot, remaining, closedReason };
  });
}
