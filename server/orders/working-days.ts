import { MALAYSIA_OFFSET_MINUTES } from '../../src/shared/lib/appointment';

/**
 * `days` working days (Monday to Friday, Malaysia time) after `from`, same time of day.
 * Public holidays are not counted out: the promise errs on the early side.
 */
export function addWorkingDays(from: Date, days: number): Date {
  const offset = MALAYSIA_OFFSET_MINUTES * 60_000;
  const local = new Date(from.getTime() + offset);
  let left = days;
  while (left > 0) {
    local.setUTCDate(local.getUTCDate() + 1);
    const weekday = local.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(local.getTime() - offset);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a Malaysian calendar date 'YYYY-MM-DD'. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
