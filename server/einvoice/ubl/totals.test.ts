import { describe, expect, it } from 'vitest';
import type { EInvoiceInput } from '../document-input';
import { documentBytes, EInvoiceInputError, totalsOf } from './build';
import { consolidatedMonth, refundNote, tyreInvoice } from './fixtures';
import { valuesAt } from './sample-paths';

/** Amounts as written, in sen again: the JSON holds ringgit with two decimals. */
const sen = (doc: unknown, path: string): number[] => valuesAt(doc, path).map((v) => Math.round(Number(v) * 100));
const one = (doc: unknown, path: string): number => {
  const [value, ...more] = sen(doc, path);
  if (value === undefined || more.length > 0) throw new Error(`${path} is not written once`);
  return value;
};
const total = (values: number[]) => values.reduce((a, v) => a + v, 0);

/** With shipping as well, so that every total of LegalMonetaryTotal is exercised. */
const delivered = (): EInvoiceInput => ({ ...tyreInvoice(), shippingSen: 1_500, totalSen: 67_820 });

const inputs = { tyreInvoice, consolidatedMonth, refundNote, delivered };

describe.each(Object.entries(inputs))('the totals of %s', (_name, input) => {
  const doc: unknown = JSON.parse(documentBytes(input()).json);
  const legal = 'Invoice.LegalMonetaryTotal';
  const lineExtension = one(doc, `${legal}.LineExtensionAmount`);
  const allowance = sen(doc, `${legal}.AllowanceTotalAmount`)[0] ?? 0;
  const charge = sen(doc, `${legal}.ChargeTotalAmount`)[0] ?? 0;
  const taxExclusive = one(doc, `${legal}.TaxExclusiveAmount`);
  const taxInclusive = one(doc, `${legal}.TaxInclusiveAmount`);
  const tax = one(doc, 'Invoice.TaxTotal.TaxAmount');

  it('sums the lines into LineExtensionAmount', () => {
    expect(total(sen(doc, 'Invoice.InvoiceLine.LineExtensionAmount'))).toBe(lineExtension);
  });

  it('takes the discount off and adds the shipping for TaxExclusiveAmount', () => {
    expect(allowance).toBe(total(sen(doc, 'Invoice.AllowanceCharge.Amount')) - charge);
    expect(taxExclusive).toBe(lineExtension - allowance + charge);
  });

  it('adds the tax for TaxInclusiveAmount, which is what is payable', () => {
    expect(taxInclusive).toBe(taxExclusive + tax);
    expect(one(doc, `${legal}.PayableAmount`)).toBe(taxInclusive);
    expect(one(doc, `${legal}.PayableAmount`)).toBe(input().totalSen);
  });

  it('sums the tax subtotals, and the lines’ tax, into the TaxTotal', () => {
    expect(total(sen(doc, 'Invoice.TaxTotal.TaxSubtotal.TaxAmount'))).toBe(tax);
    expect(total(sen(doc, 'Invoice.InvoiceLine.TaxTotal.TaxAmount'))).toBe(tax);
    expect(total(sen(doc, 'Invoice.TaxTotal.TaxSubtotal.TaxableAmount'))).toBe(lineExtension);
  });

  it('agrees with totalsOf', () => {
    const t = totalsOf(input());
    expect([t.lineExtensionSen, t.taxExclusiveSen, t.taxSen, t.taxInclusiveSen, t.payableSen]).toEqual([
      lineExtension,
      taxExclusive,
      tax,
      taxInclusive,
      taxInclusive,
    ]);
  });
});

describe('totalsOf', () => {
  it('adds up the tyre installation: RM 640 + RM 40 − RM 20 + RM 3.20 service tax', () => {
    expect(totalsOf(tyreInvoice())).toEqual({
      lineExtensionSen: 68_000,
      allowanceSen: 2_000,
      chargeSen: 0,
      taxExclusiveSen: 66_000,
      taxSen: 320,
      taxInclusiveSen: 66_320,
      payableSen: 66_320,
      byTaxType: [
        { taxType: '02', taxableSen: 4_000, taxSen: 320 },
        { taxType: '06', taxableSen: 64_000, taxSen: 0 },
      ],
    });
  });

  it('writes a consolidated month’s subtotal per tax type, not per line', () => {
    const doc: unknown = JSON.parse(documentBytes(consolidatedMonth()).json);
    expect(valuesAt(doc, 'Invoice.TaxTotal.TaxSubtotal.TaxCategory.ID')).toEqual(['02', '06']);
    expect(sen(doc, 'Invoice.TaxTotal.TaxSubtotal.TaxableAmount')).toEqual([830_000, 6_342_430]);
    expect(sen(doc, 'Invoice.TaxTotal.TaxSubtotal.TaxAmount')).toEqual([66_400, 0]);
  });
});

describe('refuses an input whose amounts cannot make a document that adds up', () => {
  const withLine = (change: Partial<EInvoiceInput['lines'][number]>): EInvoiceInput => {
    const input = tyreInvoice();
    const [first, ...rest] = input.lines;
    return { ...input, lines: [{ ...first!, ...change }, ...rest], totalSen: undefined };
  };
  const refused: [string, EInvoiceInput, RegExp][] = [
    ['a negative line amount', withLine({ subtotalSen: -64_000 }), /subtotalSen -64000/],
    ['a negative unit price', withLine({ unitPriceSen: -32_000 }), /unitPriceSen -32000/],
    ['a negative tax', withLine({ taxType: '02', taxPercent: 8, taxSen: -1 }), /taxSen -1/],
    ['a fraction of a sen', withLine({ subtotalSen: 63_999.5 }), /subtotalSen 63999.5/],
    ['a subtotal above quantity × unit price', withLine({ subtotalSen: 64_001 }), /exceeds quantity/],
    ['a zero quantity', withLine({ quantity: 0 }), /quantity 0/],
    ['tax on a line of type 06', withLine({ taxSen: 100 }), /type 06/],
    ['service tax without a rate', withLine({ taxType: '02', taxPercent: 0 }), /service tax at 0%/],
    ['a negative discount', { ...tyreInvoice(), discountSen: -2_000, totalSen: undefined }, /discountSen -2000/],
    ['a discount above the sale', { ...tyreInvoice(), discountSen: 70_000, totalSen: undefined }, /exceeds the lines/],
    ['a total other than the lines come to', { ...tyreInvoice(), totalSen: 66_300 }, /66320 sen but .* 66300/],
    ['no lines', { ...tyreInvoice(), lines: [], totalSen: 0 }, /at least one line/],
  ];

  it.each(refused)('%s', (_name, input, problem) => {
    expect(() => documentBytes(input)).toThrow(EInvoiceInputError);
    expect(() => documentBytes(input)).toThrow(problem);
  });
});

describe('refuses a document LHDN would reject', () => {
  const month = consolidatedMonth();
  const refused: [string, EInvoiceInput, RegExp][] = [
    ['a refund note citing nothing', { ...refundNote(), original: null }, /must cite/],
    ['an invoice citing an original', { ...tyreInvoice(), original: { uuid: 'X', codeNumber: 'Y' } }, /cites no/],
    [
      'a consolidated line beside a customer’s',
      { ...month, lines: [...month.lines, { ...tyreInvoice().lines[0]!, id: '5' }] },
      /only lines of classification 004/,
    ],
    ['a consolidated month sold to a customer', { ...month, buyer: tyreInvoice().buyer }, /buyer is EI00000000010/],
    ['a consolidated month without its period', { ...month, billingPeriod: null }, /billing period/],
    [
      'an unknown state code',
      {
        ...tyreInvoice(),
        buyer: { ...tyreInvoice().buyer, address: { ...tyreInvoice().buyer.address, stateCode: '18' } },
      },
      /state code 18/,
    ],
    [
      'an MSIC code without its activity',
      { ...tyreInvoice(), supplier: { ...tyreInvoice().supplier, activity: '' } },
      /activity name/,
    ],
    ['an unknown payment mode', { ...tyreInvoice(), payment: { modeCode: '09', reference: 'x' } }, /payment mode 09/],
    [
      'a repeated line id',
      { ...tyreInvoice(), lines: tyreInvoice().lines.map((l) => ({ ...l, id: '1' })) },
      /repeated/,
    ],
    ['a code number over 50 characters', { ...tyreInvoice(), codeNumber: 'R'.repeat(51) }, /1 to 50/],
  ];

  it.each(refused)('%s', (_name, input, problem) => {
    expect(() => documentBytes(input)).toThrow(EInvoiceInputError);
    expect(() => documentBytes(input)).toThrow(problem);
  });
});
