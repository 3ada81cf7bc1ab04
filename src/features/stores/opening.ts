import type { StoreDetail } from '@/shared/contract/orders';
import { malaysiaParts } from '@/shared/lib/appointment';
import { addDays, malaysiaDateOf } from '@/shared/lib/malaysia-time';

/** Open now until `closes`, or closed with the next opening (null when none in two weeks). */
export type OpenState = { open: true; closes: string } | { open: false; next: { date: string; opens: string } | null };

type StoreWeek = Pick<StoreDetail, 'week' | 'closures'>;

/** The ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A store's hours on a date: none on its weekly day off, a closure or a public holiday. */
export function hoursOn(store: StoreWeek, date: string) {
  if (store.closures.some((c) => c.from <= date && date <= c.to)) return null;
  return store.week.find((d) => d.weekday === isoWeekdayOf(date))?.hours ?? null;
}

/** Whether the store is open at `now` in Malaysia time, and if not, when it opens next. */
export function openState(store: StoreWeek, now: Date): OpenState {
  const today = malaysiaDateOf(now);
  const minute = malaysiaParts(now).minuteOfDay;
  for (let i = 0; i < 14; i++) {
    const date = addDays(today, i);
    const hours = hoursOn(store, date);
    if (!hours) continue;
    if (i === 0 && minute >= minuteOf(hours.closes)) continue;
    if (i === 0 && minute >= minuteOf(hours.opens)) return { open: true, closes: hours.closes };
    return { open: false, next: { date, opens: hours.opens } };
  }
  return { open: false, next: null };
}
