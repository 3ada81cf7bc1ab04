import { describe, expect, it } from 'vitest';
import { hoursOn, isoWeekdayOf, openState } from './opening';

const nineToSix = { opens: '09:00', closes: '18:00' };
/** Monday to Saturday 09:00–18:00, Sunday off. */
const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hours: weekday === 7 ? null : nineToSix }));
const store = { week, closures: [] };
/** An instant given as Malaysian wall-clock time (UTC+8). */
const myt = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

describe('openState', () => {
  it('is open between opening and closing time in Malaysia, whatever the device zone', () => {
    // Wednesday 25 Nov 2026, 10:30 in Kuala Lumpur is 02:30 UTC
    expect(openState(store, myt('2026-11-25', '10:30'))).toEqual({ open: true, closes: '18:00' });
    expect(openState(store, myt('2026-11-25', '09:00'))).toEqual({ open: true, closes: '18:00' });
  });

  it('before opening, opens later today; after closing, opens on the next open day', () => {
    expect(openState(store, myt('2026-11-25', '07:59'))).toEqual({
      open: false,
      next: { date: '2026-11-25', opens: '09:00' },
    });
    expect(openState(store, myt('2026-11-25', '18:00'))).toEqual({
      open: false,
      next: { date: '2026-11-26', opens: '09:00' },
    });
  });

  it('skips the weekly day off, closures and public holidays', () => {
    // Saturday evening: Sunday is off, Monday 30 Nov is a closure, so Tuesday 1 Dec
    const closed = { week, closures: [{ from: '2026-11-30', to: '2026-11-30', reason: 'closure' as const, name: '' }] };
    expect(openState(closed, myt('2026-11-28', '19:00'))).toEqual({
      open: false,
      next: { date: '2026-12-01', opens: '09:00' },
    });
    expect(openState(closed, myt('2026-11-30', '10:00')).open).toBe(false);
  });

  it('has no next opening for a store closed every day', () => {
    const never = { week: week.map((d) => ({ ...d, hours: null })), closures: [] };
    expect(openState(never, myt('2026-11-25', '10:00'))).toEqual({ open: false, next: null });
  });
});

describe('hoursOn', () => {
  it('reads the weekday of a date and a closure over it', () => {
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(hoursOn(store, '2026-11-29')).toBeNull();
    expect(hoursOn(store, '2026-11-23')).toEqual(nineToSix);
  });
});
