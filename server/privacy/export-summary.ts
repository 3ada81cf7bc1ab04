import { formatDateTime } from '../../src/shared/lib/format';
import type { Lang } from '../i18n/language';
import { translate, type TextKey } from '../i18n/text-catalogue';
import { sectionOf, SUMMARY_SECTIONS, type SummarySection } from './export-tables';
import type { Row } from './export-walk';

/*
 * The readable summary of a copy of someone's data (docs/product.md#personal-data-export): one
 * self-contained HTML page in the person's language, a heading per section, every record as a list
 * of its fields, readable on a phone without loading anything else.
 */

const headingKeys: Record<SummarySection, TextKey> = {
  profile: 'dataSectionProfile',
  cars: 'dataSectionCars',
  orders: 'dataSectionOrders',
  workshop: 'dataSectionWorkshop',
  payments: 'dataSectionPayments',
  refunds: 'dataSectionRefunds',
  complaints: 'dataSectionComplaints',
  messages: 'dataSectionMessages',
  consents: 'dataSectionConsents',
  shopping: 'dataSectionShopping',
  sessions: 'dataSectionSessions',
  devices: 'dataSectionDevices',
  dataRequests: 'dataSectionDataRequests',
  other: 'dataSectionOther',
};

/** The page's language tag: Chinese is written in Simplified characters. */
const htmlLang = (lang: Lang) => (lang === 'zh' ? 'zh-Hans' : lang);

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A field's value as the reader sees it: times in Malaysia time in their language, nothing as a dash. */
export function readableValue(value: unknown, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return formatDateTime(value, lang);
  if (typeof value === 'object') return JSON.stringify(value, jsonSafe);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value, lang);
  return String(value);
}

/** JSON.stringify's replacer for database values: 64-bit integers as text, bytes as base64. */
export function jsonSafe(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'Buffer') {
    return Buffer.from((value as { data: number[] }).data).toString('base64');
  }
  return value;
}

/** A column's name as words: 'created_at' → 'created at'. */
const words = (column: string) => column.replace(/_/g, ' ');

function tableHtml(table: string, rows: Row[], lang: Lang): string {
  const count = translate('dataSummaryRecords', lang, { count: rows.length });
  const records = rows
    .map(
      (row) =>
        `<dl>${Object.entries(row)
          .map(
            ([column, value]) =>
              `<dt>${escapeHtml(words(column))}</dt><dd>${escapeHtml(readableValue(value, lang))}</dd>`,
          )
          .join('')}</dl>`,
    )
    .join('');
  return `<h3>${escapeHtml(words(table))} <small>${escapeHtml(count)}</small></h3>${records}`;
}

const style = `body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;margin:0;padding:16px;color:#1b1b1f;background:#fff}
main{max-width:42rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 8px}h2{font-size:1.2rem;margin:28px 0 8px;padding-bottom:4px;border-bottom:2px solid #d0d4dc}
h3{font-size:1rem;margin:16px 0 6px;text-transform:capitalize}h3 small{font-weight:400;color:#5c6270;text-transform:none}
dl{margin:0 0 10px;padding:8px 10px;border:1px solid #e1e4ea;border-radius:8px;display:grid;grid-template-columns:minmax(7rem,35%) 1fr;gap:2px 10px}
dt{color:#5c6270;overflow-wrap:anywhere}dd{margin:0;overflow-wrap:anywhere}p.note{color:#5c6270}
@media (max-width:360px){dl{grid-template-columns:1fr}dd{margin-bottom:4px}}`;

/** The summary page of a copy: the person's tables under their sections, in `lang`. */
export function renderSummary(tables: Map<string, Row[]>, lang: Lang, madeAt: Date): string {
  const person = tables.get('users')?.[0] ?? {};
  const title = translate('dataSummaryTitle', lang);
  const intro = translate('dataSummaryIntro', lang, {
    name: String(person.name ?? '') || '—',
    phone: String(person.phone ?? ''),
    time: formatDateTime(madeAt, lang),
  });
  const order: SummarySection[] = [...(Object.keys(SUMMARY_SECTIONS) as SummarySection[]), 'other'];
  const sections = order
    .map((section) => {
      const inSection = [...tables].filter(([table]) => sectionOf(table) === section);
      if (section === 'other' && inSection.length === 0) return '';
      const withRows = inSection.filter(([, rows]) => rows.length > 0);
      const body =
        withRows.length > 0
          ? withRows.map(([table, rows]) => tableHtml(table, rows, lang)).join('')
          : `<p class="note">${escapeHtml(translate('dataSummaryNone', lang))}</p>`;
      return `<section><h2>${escapeHtml(translate(headingKeys[section], lang))}</h2>${body}</section>`;
    })
    .join('');
  return `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p><p class="note">${escapeHtml(translate('dataSummaryLeftOut', lang))}</p>${sections}</main></body></html>\n`;
}
