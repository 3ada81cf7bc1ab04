import { translate } from '../i18n/text-catalogue';
import { COLOR, heightOf, PAGE, qrCode, RIGHT, rule, widthOf, write, type Doc } from './receipt-pdf-draw';
import { malaysiaDateTime, receiptMoney } from './receipt-format';
import type { ReceiptLang, ReceiptSnapshot } from '../db/tables/receipt-snapshot';

/** What was paid and how: the totals beside the payment, the warranty, the e-invoice's QR code. */

/** Service tax is SST on labour at 8% (docs/product.md#price); the label shows the lines' own rate. */
const SERVICE_TAX_PERCENT = 8;

const TOTALS_WIDTH = 230;
const TOTALS_X = RIGHT - TOTALS_WIDTH;
const MONEY_WIDTH = 96;
const PAYMENT_WIDTH = TOTALS_X - PAGE.margin - 24;
const PAYMENT_LABEL_WIDTH = 96;

interface Row {
  label: string;
  sen: number;
}

function totalRows(r: ReceiptSnapshot, lang: ReceiptLang): Row[] {
  const rows: Row[] = [{ label: translate('receiptSubtotal', lang), sen: r.subtotalSen }];
  if (r.serviceTaxSen !== 0 || r.lines.some((line) => line.kind === 'labour' && line.taxPercent > 0)) {
    const percent = Math.max(0, ...r.lines.map((line) => line.taxPercent)) || SERVICE_TAX_PERCENT;
    rows.push({ label: translate('receiptServiceTax', lang, { percent }), sen: r.serviceTaxSen });
  }
  if (r.shippingSen !== 0 || r.orderType === 'mail')
    rows.push({ label: translate('receiptShipping', lang), sen: r.shippingSen });
  // a discount takes money off, whichever sign the snapshot stored it with
  if (r.discountSen !== 0) rows.push({ label: translate('receiptDiscount', lang), sen: -Math.abs(r.discountSen) });
  return rows;
}

const TOTAL_ROW_HEIGHT = 26;

function totalsHeight(r: ReceiptSnapshot, lang: ReceiptLang): number {
  return totalRows(r, lang).length * 15 + TOTAL_ROW_HEIGHT;
}

function totals(doc: Doc, r: ReceiptSnapshot, lang: ReceiptLang, y: number): number {
  let at = y;
  const labelWidth = TOTALS_WIDTH - MONEY_WIDTH;
  for (const { label, sen } of totalRows(r, lang)) {
    write(doc, label, TOTALS_X, at, { width: labelWidth, size: 9, color: COLOR.grey });
    write(doc, receiptMoney(sen), RIGHT - MONEY_WIDTH, at, { width: MONEY_WIDTH, size: 9, align: 'right' });
    at += 15;
  }
  rule(doc, at, TOTALS_X, RIGHT, COLOR.ink, 1);
  at += 7;
  const label = translate(r.kind === 'refund' ? 'receiptRefundTotal' : 'receiptTotal', lang);
  const labelStyle = { size: 11, bold: true };
  write(doc, label, TOTALS_X, at + 1, { ...labelStyle, width: labelWidth });
  // the total is the largest figure on the page: it may use all the room its label leaves
  const totalWidth = TOTALS_WIDTH - Math.min(labelWidth, widthOf(doc, label, labelStyle)) - 8;
  write(doc, receiptMoney(r.totalSen), RIGHT - totalWidth, at, {
    width: totalWidth,
    size: 13,
    bold: true,
    align: 'right',
  });
  return at + TOTAL_ROW_HEIGHT - 7;
}

function paymentRows(r: ReceiptSnapshot, lang: ReceiptLang): [string, string][] {
  const refund = r.kind === 'refund';
  if (!r.payment) return [['', translate(refund ? 'receiptNotRefunded' : 'receiptNotPaid', lang)]];
  return [
    [translate('receiptPaymentMethodLabel', lang), r.payment.method],
    [translate('receiptPaymentReferenceLabel', lang), r.payment.reference],
    [translate(refund ? 'receiptRefundedAtLabel' : 'receiptPaidAtLabel', lang), malaysiaDateTime(r.payment.paidAt)],
  ];
}

function payment(doc: Doc, r: ReceiptSnapshot, lang: ReceiptLang, y: number): number {
  const heading = r.kind === 'refund' ? 'receiptRefundPaymentHeading' : 'receiptPaymentHeading';
  let at =
    y +
    write(doc, translate(heading, lang), PAGE.margin, y, {
      width: PAYMENT_WIDTH,
      size: 8,
      bold: true,
      color: COLOR.grey,
    });
  at += 3;
  const valueWidth = PAYMENT_WIDTH - PAYMENT_LABEL_WIDTH;
  for (const [label, value] of paymentRows(r, lang)) {
    const style = { width: label ? valueWidth : PAYMENT_WIDTH, size: 9 };
    if (label) write(doc, label, PAGE.margin, at, { width: PAYMENT_LABEL_WIDTH, size: 9, color: COLOR.grey });
    at += write(doc, value, label ? PAGE.margin + PAYMENT_LABEL_WIDTH : PAGE.margin, at, style) + 2;
  }
  return at;
}

/** Totals on the right, payment on the left, both from `y`; returns the y below the taller. */
export function totalsAndPayment(doc: Doc, r: ReceiptSnapshot, lang: ReceiptLang, y: number): number {
  return Math.max(totals(doc, r, lang, y), payment(doc, r, lang, y));
}

/** Space totalsAndPayment needs, to move it whole to a new page rather than split it. */
export function totalsAndPaymentHeight(r: ReceiptSnapshot, lang: ReceiptLang): number {
  return Math.max(totalsHeight(r, lang), 14 + paymentRows(r, lang).length * 24);
}

const QR_SIZE = 78;

/** The warranty line. */
export function warranty(doc: Doc, r: ReceiptSnapshot, lang: ReceiptLang, y: number): number {
  const text = translate('receiptWarranty', lang, { days: r.warrantyDays });
  return y + write(doc, text, PAGE.margin, y, { width: RIGHT - PAGE.margin, size: 9, bold: true });
}

/** The validated e-invoice: its QR code, the words saying so and the link in small print. */
export function einvoice(doc: Doc, url: string, lang: ReceiptLang, y: number): number {
  qrCode(doc, url, PAGE.margin, y, QR_SIZE);
  const x = PAGE.margin + QR_SIZE + 14;
  const width = RIGHT - x;
  let at = y + 8;
  at += write(doc, translate('receiptEinvoiceValidated', lang), x, at, { width, size: 10, bold: true }) + 4;
  at += write(doc, translate('receiptEinvoiceScan', lang), x, at, { width, size: 8, color: COLOR.grey }) + 2;
  at += write(doc, url, x, at, { width, size: 7.5, color: COLOR.grey });
  return Math.max(y + QR_SIZE, at);
}

/** Height of the e-invoice block for the URL given. */
export function einvoiceHeight(doc: Doc, url: string): number {
  return Math.max(QR_SIZE, 50 + heightOf(doc, url, { width: RIGHT - PAGE.margin - QR_SIZE - 14, size: 7.5 }));
}
