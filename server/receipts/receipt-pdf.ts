import { translate, type TextKey } from '../i18n/text-catalogue';
import {
  COLOR,
  CONTENT_WIDTH,
  createDoc,
  finish,
  PAGE,
  RIGHT,
  rule,
  write,
  writeLines,
  type Doc,
  type TextStyle,
} from './receipt-pdf-draw';
import { linesTable } from './receipt-pdf-table';
import { einvoice, einvoiceHeight, totalsAndPayment, totalsAndPaymentHeight, warranty } from './receipt-pdf-totals';
import { malaysiaDate, malaysiaDateTime } from './receipt-format';
import type { ReceiptLang, ReceiptSnapshot } from '../db/tables/receipt-snapshot';

/**
 * A receipt or refund note as a PDF, A4, in English or Malay: who sold, who bought, what, what it
 * cost with its tax, how it was paid, the warranty and, once LHDN validated it, the e-invoice's link.
 * Rendered from the stored snapshot only, so a document reads the same every time it is rendered.
 */

const small: Omit<TextStyle, 'width'> = { size: 8, color: COLOR.grey };
const heading: Omit<TextStyle, 'width'> = { size: 8, bold: true, color: COLOR.grey };

const titleKey = (r: ReceiptSnapshot): TextKey => (r.kind === 'refund' ? 'receiptRefundTitle' : 'receiptTitle');

function sellerLines(r: ReceiptSnapshot, lang: ReceiptLang): string[] {
  const s = r.seller;
  return [
    translate('receiptSellerBrn', lang, { brn: s.brn }),
    translate('receiptSellerTin', lang, { tin: s.tin }),
    s.sstNo ? translate('receiptSellerSst', lang, { sstNo: s.sstNo }) : translate('receiptSellerNoSst', lang),
    ...s.address,
    translate('receiptPhone', lang, { phone: s.phone }),
    translate('receiptEmail', lang, { email: s.email }),
  ];
}

const orderTypeKey = {
  install: 'receiptOrderTypeInstall',
  pickup: 'receiptOrderTypePickup',
  mail: 'receiptOrderTypeMail',
} satisfies Record<ReceiptSnapshot['orderType'], TextKey>;

function orderFacts(r: ReceiptSnapshot, lang: ReceiptLang): [string, string][] {
  const facts: [string, string][] = [
    [translate('receiptOrderNoLabel', lang), r.orderNo],
    [translate('receiptOrderTypeLabel', lang), translate(orderTypeKey[r.orderType], lang)],
  ];
  if (r.appointment)
    facts.push([
      translate('receiptAppointmentLabel', lang),
      `${malaysiaDate(r.appointment.date)}, ${r.appointment.slot}`,
    ]);
  return facts;
}

const TITLE_WIDTH = 230;
const TITLE_X = RIGHT - TITLE_WIDTH;
const FACT_LABEL_WIDTH = 92;
const SELLER_WIDTH = TITLE_X - PAGE.margin - 24;

/** Seller on the left; title, number, date and the order on the right; a rule below both. */
function header(doc: Doc, r: ReceiptSnapshot, lang: ReceiptLang): number {
  const top = PAGE.margin;
  let left = top + write(doc, r.seller.companyName, PAGE.margin, top, { width: SELLER_WIDTH, size: 13, bold: true });
  left += 3 + writeLines(doc, sellerLines(r, lang), PAGE.margin, left + 3, { ...small, width: SELLER_WIDTH });

  let right =
    top +
    write(doc, translate(titleKey(r), lang), TITLE_X, top - 2, {
      width: TITLE_WIDTH,
      size: 20,
      bold: true,
      align: 'right',
    });
  const numberLabel = r.kind === 'refund' ? 'receiptRefundNumberLabel' : 'receiptNumberLabel';
  right += 4;
  if (r.citesNumber) {
    const cites = translate('receiptRefundCites', lang, { number: r.citesNumber });
    right += write(doc, cites, TITLE_X, right, { width: TITLE_WIDTH, size: 9, bold: true, align: 'right' }) + 2;
  }
  const facts: [string, string][] = [
    [translate(numberLabel, lang), r.number],
    [translate('receiptIssuedAtLabel', lang), malaysiaDateTime(r.issuedAt)],
    ...orderFacts(r, lang),
  ];
  right += 4;
  for (const [label, value] of facts) {
    write(doc, label, TITLE_X, right, { width: FACT_LABEL_WIDTH, size: 9, color: COLOR.grey });
    const valueStyle = { width: TITLE_WIDTH - FACT_LABEL_WIDTH, size: 9, bold: true, align: 'right' } as const;
    right += write(doc, value, TITLE_X + FACT_LABEL_WIDTH, right, valueStyle) + 2;
  }
  const bottom = Math.max(left, right) + 10;
  rule(doc, bottom, PAGE.margin, RIGHT, COLOR.ink, 1.2);
  return bottom;
}

/** A page after the first: the document's title and number above a rule. */
function continuationHeader(doc: Doc, r: ReceiptSnapshot, lang: ReceiptLang): number {
  const text = `${translate(titleKey(r), lang)} ${r.number}`;
  const height = write(doc, text, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH, size: 11, bold: true });
  rule(doc, PAGE.margin + height + 6, PAGE.margin, RIGHT, COLOR.ink, 1.2);
  return PAGE.margin + height + 16;
}

interface Block {
  title: TextKey;
  draw: (x: number, y: number, width: number) => number;
}

/** Customer and (when there is one) the serving store, side by side; returns the y below the taller. */
function parties(doc: Doc, r: ReceiptSnapshot, lang: ReceiptLang, y: number): number {
  const b = r.buyer;
  const vehicle = [b.plate, b.vehicle].filter(Boolean).join(' · ');
  const blocks: Block[] = [
    {
      title: 'receiptBuyerHeading',
      draw: (x, at, width) => {
        const h = write(doc, b.name, x, at, { width, size: 9, bold: true });
        const rest = [b.phone, b.email, vehicle ? translate('receiptVehicle', lang, { vehicle }) : ''].filter(Boolean);
        return h + writeLines(doc, rest, x, at + h, { width, size: 9 });
      },
    },
  ];
  const store = r.store;
  if (store)
    blocks.push({
      title: 'receiptStoreHeading',
      draw: (x, at, width) => {
        const h = write(doc, store.name, x, at, { width, size: 9, bold: true });
        const rest = [store.address, translate('receiptPhone', lang, { phone: store.phone })];
        return h + writeLines(doc, rest, x, at + h, { width, size: 9 });
      },
    });
  // the store's column lines up with the title's
  const columns = [
    { x: PAGE.margin, width: SELLER_WIDTH },
    { x: TITLE_X, width: TITLE_WIDTH },
  ];
  let bottom = y;
  blocks.forEach((block, i) => {
    const { x, width } = columns[i] ?? { x: PAGE.margin, width: SELLER_WIDTH };
    const top = y + write(doc, translate(block.title, lang), x, y, { ...heading, width }) + 3;
    bottom = Math.max(bottom, top + block.draw(x, top, width));
  });
  return bottom;
}

/** Small print and the page number at the foot of every page. */
function footers(doc: Doc, lang: ReceiptLang): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    rule(doc, PAGE.footerY - 6);
    const pageWidth = 110;
    const note = translate('receiptComputerGenerated', lang);
    write(doc, note, PAGE.margin, PAGE.footerY, { ...small, width: CONTENT_WIDTH - pageWidth - 10 });
    const page = translate('receiptPage', lang, { page: i - start + 1, pages: count });
    write(doc, page, RIGHT - pageWidth, PAGE.footerY, { ...small, width: pageWidth, align: 'right' });
  }
}

/** Renders the document in the language given; one A4 page, more when its lines need them. */
export async function renderReceiptPdf(receipt: ReceiptSnapshot, lang: ReceiptLang): Promise<Uint8Array> {
  const doc = createDoc({
    title: `${translate(titleKey(receipt), lang)} ${receipt.number}`,
    author: receipt.seller.companyName,
    createdAt: new Date(receipt.issuedAt),
  });
  const nextPage = () => {
    doc.addPage();
    return continuationHeader(doc, receipt, lang);
  };
  let y = header(doc, receipt, lang) + 16;
  y = parties(doc, receipt, lang, y) + 22;
  y = linesTable(doc, receipt.lines, lang, y, nextPage) + 14;

  const fit = (height: number) => {
    if (y + height > PAGE.contentBottom) y = nextPage();
  };
  fit(totalsAndPaymentHeight(receipt, lang));
  y = totalsAndPayment(doc, receipt, lang, y) + 20;
  fit(20);
  y = warranty(doc, receipt, lang, y) + 18;
  if (receipt.einvoiceUrl) {
    fit(einvoiceHeight(doc, receipt.einvoiceUrl));
    einvoice(doc, receipt.einvoiceUrl, lang, y);
  }
  footers(doc, lang);
  return finish(doc);
}
