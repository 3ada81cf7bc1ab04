import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publicHolidays, storeClosures, type Localized, type stores } from '../db/schema';
import { isoWeekday } from './working-days';

/*
 * A workshop's calendar (docs/decisions/018-back-office.md): its hours per weekday, places per hour
 * of the slot grid, the categories it installs, its closures and the public holidays of its state.
 * The slot rules (slots.ts) and the back office (server/office/workshops) both read it from here.
 */

type StoreRow = typeof stores.$inferSelect;
export type DayHours = { opens: string; closes: string };
export type ClosedReason = 'weekly' | 'closure' | 'holiday';

/** Hours on an ISO weekday (1 Monday … 7 Sunday), or null when the store does not open that day. */
export function hoursOnWeekday(store: StoreRow, weekday: number): DayHours | null {
  if (store.weekHours) return store.weekHours[String(weekday)] ?? null;
  return store.openDays.includes(weekday) ? { opens: store.opens, closes: store.closes } : null;
}

/** Places in the hour starting at `slot` ('10:00'); 0 when the grid has no slot then. */
export function capacityAt(store: StoreRow, slot: string): number {
  if (store.hourCapacity) return store.hourCapacity[slot] ?? 0;
  return store.slotCapacity;
}

/** Whether the workshop installs products of this category. */
export const offersService = (store: StoreRow, category: string) =>
  store.services === null || store.services.includes(category);

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The job starts in the slot; the store must be open at its start and for the hour after. */
export function openForSlot(hours: DayHours | null, slot: string): boolean {
  if (!hours) return false;
  const start = toMinutes(slot);
  return start >= toMinutes(hours.opens) && start + 60 <= toMinutes(hours.closes);
}

export interface ClosedDay {
  date: string;
  reason: ClosedReason;
  /** The holiday's name or the closure's reason. */
  name: Localized | string | null;
}

/** Every calendar date from `from` to `to` inclusive ('YYYY-MM-DD'). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const day = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`).getTime();
  while (day.getTime() <= end && out.length < 800) {
    out.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}

/** The days a store is closed between two dates (inclusive): its weekly days off, closures, holidays. */
export async function closedDays(db: Db, store: StoreRow, from: string, to: string): Promise<Map<string, ClosedDay>> {
  const [closures, holidays] = await Promise.all([
    db
      .select({ fromDate: storeClosures.fromDate, toDate: storeClosures.toDate, reason: storeClosures.reason })
      .from(storeClosures)
      .where(
        and(eq(storeClosures.storeId, store.id), lte(storeClosures.fromDate, to), gte(storeClosures.toDate, from)),
      ),
    db
      .select({ date: publicHolidays.date, name: publicHolidays.name })
      .from(publicHolidays)
      .where(
        and(
          gte(publicHolidays.date, from),
          lte(publicHolidays.date, to),
          or(isNull(publicHolidays.state), eq(publicHolidays.state, store.state)),
        ),
      ),
  ]);
  const closed = new Map<string, ClosedDay>();
  for (const date of datesBetween(from, to)) {
    if (!hoursOnWeekday(store, isoWeekday(date))) closed.set(date, { date, reason: 'weekly', name: null });
  }
  for (const h of holidays) closed.set(h.date, { date: h.date, reason: 'holiday', name: h.name });
  for (const c of closures) {
    for (const date of datesBetween(c.fromDate < from ? from : c.fromDate, c.toDate > to ? to : c.toDate)) {
      closed.set(date, { date, reason: 'closure', name: c.reason });
    }
  }
  return closed;
}

/** Whether the store is closed all day on `date` (weekly day off, closure or holiday). */
export async function closedOn(db: Db, store: StoreRow, date: string): Promise<boolean> {
  return (await closedDays(db, store, date, date)).has(date);
}
