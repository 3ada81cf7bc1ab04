/**
 * Whether text is a calendar date, YYYY-MM-DD, that exists ('2027-02-29' does not): the contract's
 * `isoDate` and the routes' date search parameters, which may not load zod, ask the same.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
