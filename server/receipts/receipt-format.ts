import { MALAYSIA_OFFSET_MINUTES } from '../../src/shared/lib/appointment';
import { formatRM } from '../../src/shared/lib/format';

/**
 * How a receipt writes money and time. Both are the same in English and Malay: ringgit as
 * 'RM 1,234.50' and Malaysian wall-clock time as dd/mm/yyyy HH:mm (docs/architecture.md#time).
 */

/** Integer sen as 'RM 1,234.50' ('-RM 10.00' below zero). */
export const receiptMoney = (sen: number): string => formatRM(sen, 'en');

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Malaysian date and time, '15/01/2026 14:30'; the input unchanged when it is not a time. */
export function malaysiaDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  // Malaysia keeps UTC+8 all year, so shifting the instant and reading it as UTC gives the wall clock
  const wall = new Date(at.getTime() + MALAYSIA_OFFSET_MINUTES * 60_000);
  const date = `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
  return `${date} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** A calendar date 'YYYY-MM-DD' as '15/01/2026'; any other form unchanged. */
export function malaysiaDate(date: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : date;
}
