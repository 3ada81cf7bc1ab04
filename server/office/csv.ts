import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';

/**
 * RFC 4180 CSV: comma separated, double quotes around values that hold a comma, a quote or a line
 * break, quotes doubled inside. A leading byte order mark (Excel writes one) is ignored.
 */

/** The records of a CSV text, or the 1-based record where a quoted value is left open. */
export function parseCsv(text: string): { records: string[][] } | { openQuoteAt: number } {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          value += '"';
          i++;
        } else quoted = false;
      } else value += c;
    } else if (c === '"' && value === '') quoted = true;
    else if (c === ',') {
      record.push(value);
      value = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else value += c;
  }
  if (quoted) return { openQuoteAt: records.length + 1 };
  if (value !== '' || record.length > 0) {
    record.push(value);
    records.push(record);
  }
  return { records };
}

/**
 * One CSV line (with its CRLF). A value a spreadsheet would run as a formula (=, +, -, @ first) is
 * written with a leading apostrophe, the usual guard against CSV injection; numbers are left alone.
 */
export function csvLine(values: readonly (string | number | boolean | null)[]): string {
  return `${values
    .map((v) => {
      if (v === null) return '';
      if (typeof v !== 'string') return String(v);
      const safe = /^[=+\-@\t\r]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v) ? `'${v}` : v;
      return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    })
    .join(',')}\r\n`;
}

/**
 * A CSV download's name, `roda-<what>-YYYY-MM-DD.csv`, dated by the Malaysian calendar: at 07:00 on
 * the 28th in Malaysia it is still the 27th in UTC, and the file says the 28th (docs/product.md#csv).
 */
export const csvFileName = (what: string, now: Date) => `roda-${what}-${malaysiaDateOf(now)}.csv`;

/** The headers of a CSV download: its type, its name, never cached. */
export const csvDownloadHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});
