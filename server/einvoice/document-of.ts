import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { einvoices, receipts } from '../db/schema';
import { readCompany } from '../receipts/company';
import type { ReceiptSnapshot } from '../db/tables/receipt-snapshot';
import type { EInvoiceInput, EInvoiceLine } from './document-input';
import { monthRange } from './months';
import { GENERAL_PUBLIC, paymentModeOf, supplierOf } from './parties';

type EInvoiceRow = typeof einvoices.$inferSelect;
type ReceiptRow = typeof receipts.$inferSelect;

/** Receipts in one consolidated line at most: a month of a chain's sales stays well under LHDN's 300 KB. */
export const RUN_LENGTH = 100;

/** A receipt's lines as LHDN's: parts carry no service tax (06), installation labour its rate (02). */
function linesOfSnapshot(s: ReceiptSnapshot): EInvoiceLine[] {
  return s.lines
    .filter((l) => l.kind === 'part' || l.kind === 'labour')
    .map((l, i): EInvoiceLine => {
      const labour = l.kind === 'labour' && l.taxPercent > 0;
      return {
        id: String(i + 1),
        description: l.description,
        classification: '022',
        quantity: l.quantity,
        unitCode: labour ? 'C62' : 'H87',
        unitPriceSen: l.unitPriceSen,
        subtotalSen: l.amountSen,
        taxType: labour ? '02' : '06',
        taxPercent: labour ? l.taxPercent : 0,
        taxSen: 0,
      };
    })
    .map(withTaxOf(s));
}

/** The receipt's service tax as charged, spread over its labour lines (the last takes the rounding). */
function withTaxOf(s: ReceiptSnapshot) {
  const labourTotal = s.lines
    .filter((l) => l.kind === 'labour' && l.taxPercent > 0)
    .reduce((a, l) => a + l.amountSen, 0);
  let given = 0;
  let seen = 0;
  return (line: EInvoiceLine): EInvoiceLine => {
    if (line.taxType !== '02' || labourTotal === 0) return line;
    seen += line.subtotalSen;
    const upTo = seen === labourTotal ? s.serviceTaxSen : Math.round((s.serviceTaxSen * seen) / labourTotal);
    const taxSen = upTo - given;
    given = upTo;
    return { ...line, taxSen };
  };
}

function ofReceipt(
  row: EInvoiceRow,
  receipt: ReceiptRow,
  original: EInvoiceRow | null,
): Omit<EInvoiceInput, 'supplier'> {
  const s = receipt.snapshot;
  return {
    type: row.kind === 'refundNote' ? '04' : '01',
    codeNumber: row.codeNumber,
    issuedAt: new Date(),
    buyer: row.buyer ?? GENERAL_PUBLIC,
    lines: linesOfSnapshot(s),
    discountSen: s.discountSen,
    shippingSen: s.shippingSen,
    payment: s.payment ? { modeCode: paymentModeOf(s.payment.method), reference: s.payment.reference } : null,
    billingPeriod: null,
    original: original?.uuid ? { uuid: original.uuid, codeNumber: original.codeNumber } : null,
  };
}

/** One consolidated line pair per run of consecutive receipts: their parts, and their taxed labour. */
function consolidatedLines(covered: ReceiptRow[]): EInvoiceLine[] {
  const lines: EInvoiceLine[] = [];
  for (let i = 0; i < covered.length; i += RUN_LENGTH) {
    const run = covered.slice(i, i + RUN_LENGTH);
    const span = run.length === 1 ? run[0]!.number : `${run[0]!.number} - ${run[run.length - 1]!.number}`;
    let labour = 0;
    let tax = 0;
    let rest = 0;
    for (const r of run) {
      const s = r.snapshot;
      const l = s.lines.filter((x) => x.kind === 'labour' && x.taxPercent > 0).reduce((a, x) => a + x.amountSen, 0);
      labour += l;
      tax += s.serviceTaxSen;
      rest += s.totalSen - l - s.serviceTaxSen;
    }
    const base = { classification: '004', quantity: 1, unitCode: 'C62' };
    lines.push({
      ...base,
      id: '',
      description: `Receipts ${span}: parts and delivery`,
      unitPriceSen: rest,
      subtotalSen: rest,
      taxType: '06',
      taxPercent: 0,
      taxSen: 0,
    });
    // installation without service tax (a company not registered for SST) is not a service-tax line
    if (labour > 0 && tax === 0)
      lines.push({
        ...base,
        id: '',
        description: `Receipts ${span}: installation`,
        unitPriceSen: labour,
        subtotalSen: labour,
        taxType: '06',
        taxPercent: 0,
        taxSen: 0,
      });
    else if (labour > 0)
      lines.push({
        ...base,
        id: '',
        description: `Receipts ${span}: installation`,
        unitPriceSen: labour,
        subtotalSen: labour,
        taxType: '02',
        taxPercent: Math.round((tax * 100) / labour),
        taxSen: tax,
      });
  }
  return lines.map((l, i) => ({ ...l, id: String(i + 1) }));
}

/** What LHDN is sent for one e-invoice row, read from the documents it covers. */
export async function documentOf(db: Db, row: EInvoiceRow): Promise<EInvoiceInput> {
  const supplier = supplierOf(await readCompany(db));
  if (row.kind === 'consolidated') {
    const covered = await db.select().from(receipts).where(eq(receipts.einvoiceId, row.id)).orderBy(asc(receipts.id));
    const { firstDay, lastDay } = monthRange(row.month ?? '');
    return {
      type: '01',
      codeNumber: row.codeNumber,
      issuedAt: new Date(),
      supplier,
      buyer: GENERAL_PUBLIC,
      lines: consolidatedLines(covered),
      discountSen: 0,
      shippingSen: 0,
      payment: null,
      billingPeriod: { start: firstDay, end: lastDay },
      original: null,
      totalSen: row.totalSen,
    };
  }
  const [receipt] = await db
    .select()
    .from(receipts)
    .where(eq(receipts.id, row.receiptId ?? 0));
  if (!receipt) throw new Error(`e-invoice ${row.codeNumber} has no receipt`);
  const [original] = row.originalId ? await db.select().from(einvoices).where(eq(einvoices.id, row.originalId)) : [];
  return { ...ofReceipt(row, receipt, original ?? null), supplier, totalSen: row.totalSen };
}
