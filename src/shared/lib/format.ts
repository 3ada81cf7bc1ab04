/**
 * The one formatting module of app and server: money, numbers, dates and times, in the reader's
 * language and always in Malaysia time (docs/architecture.md#time). Screens pass the active Lingui locale
 * (`en`, `ms`, `zh-Hans`); server messages pass the language of each text (`en`, `ms`, `zh`).
 */

export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** The Intl locale for a language: Malaysian conventions (en-MY, ms-MY), Simplified Chinese. */
export function intlLocale(language = 'en'): string {
  if (language === 'zh' || language === 'zh-Hans' || language === 'zh_cn') return 'zh-Hans-MY';
  if (language === 'ms' || language === 'ms_my') return 'ms-MY';
  if (language === 'en' || language === 'en_us') return 'en-MY';
  return language.includes('-') ? language : `${language}-MY`;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A whole or decimal number with the language's grouping: 1242 -> '1,242'. */
export function formatNumber(value: number, language = 'en'): string {
  const locale = intlLocale(language);
  return cached(`n:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(value);
}

/** Money is integer sen everywhere; this is its one display form: 124240 -> 'RM 1,242.40'. */
export function formatRM(sen: number, language = 'en'): string {
  const locale = intlLocale(language);
  const amount = cached(
    `rm:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(Math.round(Math.abs(sen)) / 100);
  return `${sen < 0 ? '-' : ''}RM ${amount}`;
}

/** An instant (a server time stamp) in Malaysia time, e.g. '23 Nov 2026, 10:00' / '2026年11月23日 10:00'. */
export function formatDateTime(iso: string | Date, language = 'en'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return String(iso);
  const locale = intlLocale(language);
  return cached(
    `dt:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: MALAYSIA_TIME_ZONE,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(date);
}

function calendarDay(date: string): Date | null {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (!y || !m || !d) return null;
  return new Date(Date.UTC(y, m - 1, d));
}

/** A calendar date (YYYY-MM-DD) with its weekday, e.g. 'Tue, 24 Nov 2026' / '2026年11月24日周二'. */
export function formatDate(date: string, language = 'en'): string {
  const day = calendarDay(date);
  if (!day) return date;
  const locale = intlLocale(language);
  return cached(
    `d:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
  ).format(day);
}

/** A calendar month (YYYY-MM), e.g. 'March 2026' / 'Mac 2026' / '2026年3月'. */
export function formatMonth(month: string, language = 'en'): string {
  const day = calendarDay(`${month}-01`);
  if (!day) return month;
  const locale = intlLocale(language);
  return cached(
    `m:${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
  ).format(day);
}

/** The parts of a calendar date for a compact chip: weekday ('Tue' / '周二') and day ('24 Nov' / '11月24日'). */
export function formatDateChip(date: string, language = 'en'): { weekday: string; day: string } {
  const day = calendarDay(date);
  if (!day) return { weekday: '', day: date };
  const locale = intlLocale(language);
  const weekday = cached(
    `wd:${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }),
  ).format(day);
  const dayMonth = cached(
    `dm:${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' }),
  ).format(day);
  return { weekday, day: dayMonth };
}

/** An appointment: its calendar date and slot, e.g. 'Tue, 24 Nov 2026, 10:00'. */
export function formatAppointment(date: string | null | undefined, slot: string | null | undefined, language = 'en') {
  if (!date) return slot ?? '';
  const day = formatDate(date, language);
  if (!slot) return day;
  return intlLocale(language).startsWith('zh') ? `${day} ${slot}` : `${day}, ${slot}`;
}
