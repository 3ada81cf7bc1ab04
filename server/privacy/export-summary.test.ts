import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonSafe, readableValue, renderSummary } from './export-summary';

describe('the readable summary of a copy', () => {
  const tables = new Map<string, Record<string, unknown>[]>([
    ['users', [{ id: 7, name: 'Aminah <b>', phone: '+60123456789', created_at: new Date('2026-11-23T02:00:00Z') }]],
    ['vehicles', [{ id: 1, plate: 'WXY1234', serial_no: null }]],
    ['orders', []],
    ['a_new_table', [{ id: 3 }]],
  ]);

  it('is one page in the reader’s language, a heading per section, every field escaped', () => {
    const html = renderSummary(tables, 'ms', new Date('2026-11-30T04:00:00Z'));
    expect(html).toMatch(/^<!doctype html><html lang="ms">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<h1>Data anda di Roda</h1>');
    expect(html).toContain('<h2>Profil</h2>');
    expect(html).toContain('<h2>Kereta</h2>');
    expect(html).toContain('<dd>WXY1234</dd>');
    expect(html).toContain('Aminah &lt;b&gt;');
    expect(html).not.toContain('<b>');
    // a section without rows says so; a table no section names still shows, under "other"
    expect(html).toContain('<h2>Pesanan</h2><p class="note">Tiada apa-apa di sini.</p>');
    expect(html).toContain('<h2>Rekod lain</h2><h3>a new table');
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('writes times in Malaysia time and nothing as a dash', () => {
    expect(readableValue(new Date('2026-11-23T02:00:00Z'), 'en')).toBe('23 Nov 2026, 10:00');
    expect(readableValue('2026-11-23T02:00:00.000Z', 'zh')).toBe('2026年11月23日 10:00');
    expect(readableValue(null, 'en')).toBe('—');
    expect(readableValue({ a: 1 }, 'en')).toBe('{"a":1}');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
    expect(JSON.stringify({ n: 12n, b: new Uint8Array([1, 2]) }, jsonSafe)).toBe('{"n":"12","b":"AQI="}');
  });
});
