import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/support/pdf-text';
import { malaysiaDate, malaysiaDateTime, receiptMoney } from './receipt-format';
import { taxCell } from './receipt-pdf-table';
import { REPLACEMENT, winAnsiSafe } from './win-ansi';

describe('winAnsiSafe', () => {
  it('keeps what the standard fonts draw', () => {
    const text = 'Café Señor – “RM 1,234.50” × 2 · €5 • Œuvre ™';
    expect(winAnsiSafe(text)).toBe(text);
  });

  it('replaces each character they cannot draw, an emoji of several code points as one', () => {
    expect(REPLACEMENT).toBe('?');
    expect(winAnsiSafe('陈伟明')).toBe('???');
    expect(winAnsiSafe('Ali 👍🏽 👨‍👩‍👧 🇲🇾')).toBe('Ali ? ? ?');
  });

  it('keeps the base letter of a mark Latin-1 lacks, and composes decomposed letters', () => {
    expect(winAnsiSafe('Nguyễn Đức')).toBe('Nguyen ?uc');
    expect(winAnsiSafe('Cafe\u0301')).toBe('Café');
    expect(winAnsiSafe('ＲＭ１０')).toBe('RM10');
  });

  it('turns line breaks and tabs into spaces and drops invisible characters', () => {
    expect(winAnsiSafe('Jalan\tSS 2\nPetaling\u200b Jaya\u200e')).toBe('Jalan SS 2 Petaling Jaya');
  });
});

describe('receipt formats', () => {
  it('writes money as RM with two decimals and a thousands comma', () => {
    expect(receiptMoney(67_320)).toBe('RM 673.20');
    expect(receiptMoney(123_450)).toBe('RM 1,234.50');
    expect(receiptMoney(1_234_567_800)).toBe('RM 12,345,678.00');
    expect(receiptMoney(-1_000)).toBe('-RM 10.00');
    expect(receiptMoney(0)).toBe('RM 0.00');
  });

  it('writes instants in Malaysia time as dd/mm/yyyy HH:mm', () => {
    expect(malaysiaDateTime('2026-01-15T06:30:59Z')).toBe('15/01/2026 14:30');
    expect(malaysiaDateTime('2026-12-31T16:05:00Z')).toBe('01/01/2027 00:05');
    expect(malaysiaDateTime('2026-01-15T10:00:00+08:00')).toBe('15/01/2026 10:00');
    expect(malaysiaDateTime('soon')).toBe('soon');
    expect(malaysiaDate('2026-01-17')).toBe('17/01/2026');
  });

  it('shows no tax on parts and the rate on labour', () => {
    const line = { description: '', sku: '', quantity: 1, unitPriceSen: 4_000, amountSen: 4_000 };
    expect(taxCell({ ...line, kind: 'part', taxPercent: 8 })).toBe('-');
    expect(taxCell({ ...line, kind: 'labour', taxPercent: 8 })).toBe('8%');
    expect(taxCell({ ...line, kind: 'labour', taxPercent: 0 })).toBe('-');
  });
});

/** A two-page PDF written by hand: pages listed out of object order, one content stream compressed. */
function handMadePdf(): Uint8Array {
  const firstPage = String.raw`BT /F1 12 Tf 1 0 0 1 300 700 Tm [(RM)-250(673.20)] TJ ET
BT /F1 12 Tf 1 0 0 1 72 700 Tm (Total) Tj ET
BT /F1 12 Tf 72 720 Td (Receipt \(copy\) \\ \101) Tj 0 -40 Td <436166e920 80> Tj ET
q 1 0 0 -1 0 842 cm BT 1 0 0 -1 72 100 Tm (Flipped) Tj ET Q`;
  const secondPage = 'BT /F1 12 Tf 72 700 Td (Second page) Tj ET';
  const compressed = deflateSync(Buffer.from(firstPage, 'latin1'));
  const parts: Buffer[] = [
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'),
    Buffer.from('2 0 obj << /Type /Pages /Kids [4 0 R 3 0 R] /Count 2 >> endobj\n'),
    Buffer.from('3 0 obj << /Type /Page /Parent 2 0 R /Contents 5 0 R >> endobj\n'),
    Buffer.from('4 0 obj << /Type /Page /Parent 2 0 R /Contents [6 0 R] >> endobj\n'),
    Buffer.from(`5 0 obj << /Length ${secondPage.length} >>\nstream\n${secondPage}\nendstream\nendobj\n`),
    Buffer.from(`6 0 obj << /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`),
    compressed,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ];
  return new Uint8Array(Buffer.concat(parts));
}

describe('pdfText', () => {
  it('reads pages in page-tree order and lines top to bottom, left to right', () => {
    expect(pdfText(handMadePdf()).split('\n')).toEqual([
      'Flipped',
      'Receipt (copy) \\ A',
      'Total RM 673.20',
      'Café €',
      'Second page',
    ]);
  });
});
