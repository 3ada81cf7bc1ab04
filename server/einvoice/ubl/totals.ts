import type { EInvoiceInput, EInvoiceLine, TaxTypeCode } from '../document-input';
import { EInvoiceInputError } from './checks';

/** One tax type's share of the document: the lines' amount it applies to and the tax they carry. */
export interface TaxTypeTotal {
  taxType: TaxTypeCode;
  taxableSen: number;
  taxSen: number;
}

/** The document's totals in integer sen, as LegalMonetaryTotal and TaxTotal write them. */
export interface DocumentTotals {
  /** Sum of the lines' amounts, tax excluded (LineExtensionAmount). */
  lineExtensionSen: number;
  /** The document's discount (AllowanceTotalAmount). */
  allowanceSen: number;
  /** The document's shipping charge (ChargeTotalAmount). */
  chargeSen: number;
  /** lineExtension − allowance + charge (TaxExclusiveAmount). */
  taxExclusiveSen: number;
  /** Sum of the lines' tax (TaxTotal/TaxAmount). */
  taxSen: number;
  /** taxExclusive + tax (TaxInclusiveAmount). */
  taxInclusiveSen: number;
  /** What the buyer pays: taxInclusive, Roda rounds nothing and takes no prepayment (PayableAmount). */
  payableSen: number;
  /** One entry per tax type present, in code order (TaxTotal/TaxSubtotal). */
  byTaxType: TaxTypeTotal[];
}

const TAX_TYPES: readonly TaxTypeCode[] = ['02', '06'];

/** quantity × unit price, before any line discount: the line's ItemPriceExtension. */
export function grossSen(line: EInvoiceLine): number {
  return Math.round(line.quantity * line.unitPriceSen);
}

function checkLine(fail: (problem: string) => never, line: EInvoiceLine) {
  const sen = { unitPriceSen: line.unitPriceSen, subtotalSen: line.subtotalSen, taxSen: line.taxSen };
  for (const [name, value] of Object.entries(sen)) {
    if (!Number.isSafeInteger(value) || value < 0)
      fail(`line ${line.id}'s ${name} ${value} is not a non-negative sen amount`);
  }
  if (!Number.isFinite(line.quantity) || line.quantity <= 0)
    fail(`line ${line.id}'s quantity ${line.quantity} is not positive`);
  // a line discount lowers the subtotal below quantity × price; nothing may raise it above
  if (line.subtotalSen > grossSen(line)) {
    fail(`line ${line.id}'s subtotal ${line.subtotalSen} exceeds quantity × unit price ${grossSen(line)}`);
  }
  if (!TAX_TYPES.includes(line.taxType))
    fail(`line ${line.id}'s tax type ${String(line.taxType)} is not one Roda writes`);
  if (line.taxType === '06' && (line.taxSen !== 0 || line.taxPercent !== 0)) {
    fail(`line ${line.id} has tax type 06 (not applicable) yet carries tax`);
  }
  if (line.taxType === '02' && !(line.taxPercent > 0 && line.taxPercent <= 100)) {
    fail(`line ${line.id} has service tax at ${line.taxPercent}%`);
  }
}

/**
 * The totals of the document, from the lines as given; throws when the input cannot make a
 * document whose totals add up (a negative or fractional amount, a discount larger than the sale,
 * a total that differs from what the caller says the buyer paid).
 */
export function totalsOf(input: EInvoiceInput): DocumentTotals {
  const fail = (problem: string): never => {
    throw new EInvoiceInputError(input.codeNumber, problem);
  };
  if (input.lines.length === 0) fail('a document needs at least one line');
  for (const line of input.lines) checkLine(fail, line);
  for (const [name, value] of [
    ['discountSen', input.discountSen],
    ['shippingSen', input.shippingSen],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) fail(`${name} ${value} is not a non-negative sen amount`);
  }

  const sum = (lines: EInvoiceLine[], pick: (l: EInvoiceLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  const lineExtensionSen = sum(input.lines, (l) => l.subtotalSen);
  const taxSen = sum(input.lines, (l) => l.taxSen);
  const taxExclusiveSen = lineExtensionSen - input.discountSen + input.shippingSen;
  if (taxExclusiveSen < 0) fail(`the discount ${input.discountSen} exceeds the lines and shipping`);
  const taxInclusiveSen = taxExclusiveSen + taxSen;

  const byTaxType = TAX_TYPES.flatMap((taxType): TaxTypeTotal[] => {
    const lines = input.lines.filter((l) => l.taxType === taxType);
    if (lines.length === 0) return [];
    return [{ taxType, taxableSen: sum(lines, (l) => l.subtotalSen), taxSen: sum(lines, (l) => l.taxSen) }];
  });

  const totals: DocumentTotals = {
    lineExtensionSen,
    allowanceSen: input.discountSen,
    chargeSen: input.shippingSen,
    taxExclusiveSen,
    taxSen,
    taxInclusiveSen,
    payableSen: taxInclusiveSen,
    byTaxType,
  };
  if (input.totalSen !== undefined && input.totalSen !== totals.payableSen) {
    fail(`the lines come to ${totals.payableSen} sen but the document's total is ${input.totalSen}`);
  }
  return totals;
}
