import { APPOINTMENT_SLOTS } from '../contract/orders/stores';
import { checkAppointment, malaysiaParts, malaysiaTime, type AppointmentError } from './appointment';

const pad = (n: number) => String(n).padStart(2, '0');

/** The Malaysian calendar date (YYYY-MM-DD) of an instant, whatever the device's zone. */
export function malaysiaDateOf(instant: Date): string {
  const p = malaysiaParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The next `count` Malaysian dates starting today (the appointment date choices). */
export function appointmentDates(now: Date, count = 14): string[] {
  const today = malaysiaDateOf(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}

/**
 * The times a customer may pick: the workshops' grid, on the hour from 09:00 to 17:00. A time kept
 * from an older draft stays in the list, so the rule it breaks is shown beside it.
 */
export function appointmentTimes(kept?: string): string[] {
  const grid: string[] = [...APPOINTMENT_SLOTS];
  return kept && !grid.includes(kept) ? [...grid, kept].sort() : grid;
}

/** Why a time cannot be picked before any workshop answers: the rules that need no workshop. */
export function timeRuleOf(date: string | undefined, time: string, now: Date): 'past' | 'tooSoon' | null {
  if (!date) return null;
  const broken = checkAppointment(malaysiaTime(date, time), now);
  return broken === 'appointmentPast' ? 'past' : broken === 'appointmentTooSoon' ? 'tooSoon' : null;
}

export type AppointmentCheck = AppointmentError | 'chooseSlot';

/** The same checks the server makes, run before calling it; null when the pick is fine. */
export function checkAppointmentPick(
  date: string | undefined,
  time: string | undefined,
  now: Date,
): AppointmentCheck | null {
  if (!date || !time) return 'chooseSlot';
  return checkAppointment(malaysiaTime(date, time), now);
}

/** Whole minutes left until an instant (never negative). */
export function minutesLeft(iso: string, now: Date): number {
  return Math.max(0, Math.floor((new Date(iso).getTime() - now.getTime()) / 60_000));
}

/**
 * An instant as Malaysian wall-clock date and minute, 'YYYY-MM-DD HH:mm' (UTC+8 all year): the
 * form of times in CSV files, whose column names end in `_myt` (docs/product.md#csv).
 */
export function malaysiaMinuteOf(instant: Date): string {
  const p = malaysiaParts(instant);
  const minute = Math.floor(p.minuteOfDay);
  return `${malaysiaDateOf(instant)} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}
