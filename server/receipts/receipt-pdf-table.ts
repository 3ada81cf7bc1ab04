import { translate, type TextKey } from '../i18n/text-catalogue';
import { band, COLOR, heightOf, PAGE, RIGHT, rule, write, type Doc } from './receipt-pdf-draw';
import { receiptMoney } from './receipt-format';
import type { ReceiptLang, ReceiptLine } from '../db/tables/receipt-snapshot';

/** The table of a receipt's lines: description, quantity, unit price, amount and tax, money right-aligned. */

const GAP = 10;
const PAD = 6;
const TAX_WIDTH = 40;
const MONEY_WIDTH = 76;
const QTY_WIDTH = 44;

interface Column {
  title: TextKey;
  x: number;
  width: number;
  align: 'left' | 'right';
}

const taxX = RIGHT - PAD - TAX_WIDTH;
const amountX = taxX - GAP - MONEY_WIDTH;
const unitX = amountX - GAP - MONEY_WIDTH;
const qtyX = unitX - GAP - QTY_WIDTH;
const descriptionX = PAGE.margin + PAD;

const COLUMNS: Column[] = [
  { title: 'receiptColDescription', x: descriptionX, width: qtyX - GAP - descriptionX, align: 'left' },
  { title: 'receiptColQuantity', x: qtyX, width: QTY_WIDTH, align: 'right' },
  { title: 'receiptColUnitPrice', x: unitX, width: MONEY_WIDTH, align: 'right' },
  { title: 'receiptColAmount', x: amountX, width: MONEY_WIDTH, align: 'right' },
  { title: 'receiptColTax', x: taxX, width: TAX_WIDTH, align: 'right' },
];
const DESCRIPTION = COLUMNS[0] as Column;

const HEADER_HEIGHT = 18;
const ROW_PAD = 5;

/** Parts carry no service tax, so their tax reads '-'; labour shows its rate (docs/product.md#price). */
export function taxCell(line: ReceiptLine): string {
  if (line.kind === 'part' || line.taxPercent === 0) return '-';
  return `${line.taxPercent}%`;
}

function cells(line: ReceiptLine): string[] {
  return [
    line.description,
    String(line.quantity),
    receiptMoney(line.unitPriceSen),
    receiptMoney(line.amountSen),
    taxCell(line),
  ];
}

function header(doc: Doc, lang: ReceiptLang, y: number): number {
  band(doc, y, HEADER_HEIGHT);
  for (const column of COLUMNS) {
    write(doc, translate(column.title, lang), column.x, y + 5.5, {
      width: column.width,
      size: 8,
      bold: true,
      color: COLOR.grey,
      align: column.align,
    });
  }
  return y + HEADER_HEIGHT;
}

const descriptionStyle = { width: DESCRIPTION.width, size: 9 };
const skuStyle = { width: DESCRIPTION.width, size: 7, color: COLOR.grey };

function rowHeight(doc: Doc, line: ReceiptLine): number {
  const sku = line.sku ? heightOf(doc, line.sku, skuStyle) : 0;
  return heightOf(doc, line.description, descriptionStyle) + sku + 2 * ROW_PAD;
}

function row(doc: Doc, line: ReceiptLine, y: number): number {
  const height = rowHeight(doc, line);
  const top = y + ROW_PAD;
  const descriptionHeight = write(doc, line.description, DESCRIPTION.x, top, descriptionStyle);
  if (line.sku) write(doc, line.sku, DESCRIPTION.x, top + descriptionHeight, skuStyle);
  cells(line).forEach((text, i) => {
    const column = COLUMNS[i];
    if (i === 0 || !column) return;
    write(doc, text, column.x, top, { width: column.width, size: 9, align: column.align });
  });
  rule(doc, y + height);
  return y + height;
}

/**
 * Draws the table from `y`; when a row does not fit, `nextPage` starts a new page and returns where
 * its content begins, and the column titles are repeated there. Returns the y below the table.
 */
export function linesTable(
  doc: Doc,
  lines: ReceiptLine[],
  lang: ReceiptLang,
  y: number,
  nextPage: () => number,
): number {
  let at = header(doc, lang, y);
  for (const line of lines) {
    if (at + rowHeight(doc, line) > PAGE.contentBottom) at = header(doc, lang, nextPage());
    at = row(doc, line, at);
  }
  return at;
}
