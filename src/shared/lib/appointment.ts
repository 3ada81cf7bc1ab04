/**
 * Appointment rules (docs/product.md#appointment, docs/architecture.md#time), in Malaysia time whatever the
 * device's zone. Malaysia (Asia/Kuala_Lumpur) has kept UTC+8 without daylight saving since 1982, so a fixed
 * offset is exact and needs no time-zone database.
 */
export const MALAYSIA_OFFSET_MINUTES = 8 * 60;
export const EARLIEST_MINUTE = 9 * 60;
export const LATEST_MINUTE = 17 * 60;
export const MIN_LEAD_MS = 4 * 60 * 60 * 1000;

export type AppointmentError = 'appointmentPast' | 'appointmentTooEarly' | 'appointmentTooLate' | 'appointmentTooSoon';

/** Wall-clock parts of an instant in Malaysia. */
export function malaysiaParts(instant: Date): { year: number; month: number; day: number; minuteOfDay: number } {
  const shifted = new Date(instant.getTime() + MALAYSIA_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() + shifted.getUTCSeconds() / 60,
  };
}

/** The instant of a Malaysian wall-clock date (YYYY-MM-DD) and time (HH:mm). */
export function malaysiaTime(date: string, time: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!d || !t) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const utc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return new Date(utc - MALAYSIA_OFFSET_MINUTES * 60_000);
}

/**
 * Checks an appointment slot start against `now` (pass it explicitly): not in the past,
 * 09:00 at the earliest, 17:00 at the latest, at least 4 hours ahead. Null when it is fine.
 */
export function checkAppointment(slot: Date, now: Date): AppointmentError | null {
  if (slot.getTime() < now.getTime()) return 'appointmentPast';
  const { minuteOfDay } = malaysiaParts(slot);
  if (minuteOfDay < EARLIEST_MINUTE) return 'appointmentTooEarly';
  if (minuteOfDay > LATEST_MINUTE) return 'appointmentTooLate';
  if (slot.getTime() - now.getTime() < MIN_LEAD_MS) return 'appointmentTooSoon';
  return null;
}
