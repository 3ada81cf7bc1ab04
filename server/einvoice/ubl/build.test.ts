import { describe, expect, it } from 'vitest';
import type { EInvoiceInput } from '../document-input';
import { documentBytes } from './build';
import { consolidatedMonth, refundNote, tyreInvoice } from './fixtures';
import {
  attributesAt,
  codesOf,
  keyPaths,
  MANDATORY_PATHS,
  readSample,
  REFUND_NOTE_PATHS,
  SAMPLES,
  valuesAt,
} from './sample-paths';

/** The document as LHDN reads it: the submitted bytes, parsed. */
const wire = (input: EInvoiceInput): unknown => JSON.parse(documentBytes(input).json);

const cases = [
  { name: "a customer's tyre installation", input: tyreInvoice, sample: SAMPLES.invoice, mandatory: MANDATORY_PATHS },
  { name: 'a consolidated month', input: consolidatedMonth, sample: SAMPLES.consolidated, mandatory: MANDATORY_PATHS },
  {
    name: 'a refund note',
    input: refundNote,
    sample: SAMPLES.refundNote,
    mandatory: [...MANDATORY_PATHS, ...REFUND_NOTE_PATHS],
  },
];

/** Every path any of LHDN's four samples writes. */
const samplePaths = new Set(Object.values(SAMPLES).flatMap((file) => [...keyPaths(readSample(file))]));

describe.each(cases)('$name against LHDN’s sample', ({ input, sample, mandatory }) => {
  const ours = keyPaths(wire(input()));
  const theirs = keyPaths(readSample(sample));

  it('has the root element and namespace keys of the sample', () => {
    const doc = wire(input()) as Record<string, unknown>;
    const lhdn = readSample(sample) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(Object.keys(lhdn));
    for (const ns of ['_D', '_A', '_B']) expect(doc[ns]).toBe(lhdn[ns]);
  });

  it('writes every mandatory field the sample shows, with its attributes', () => {
    const inSample = mandatory.filter((p) => theirs.has(p));
    // the list is LHDN's field table: the sample must agree with it, or the list is wrong
    expect(inSample).toEqual(mandatory);
    expect(mandatory.filter((p) => !ours.has(p))).toEqual([]);
  });

  it('writes the same attribute names wherever it writes what the sample writes', () => {
    const leaves = [...ours].filter((p) => !p.includes('@') && theirs.has(p));
    for (const path of leaves) expect(attributesAt(ours, path), path).toEqual(attributesAt(theirs, path));
  });

  it('writes nothing that none of LHDN’s samples writes', () => {
    expect([...ours].filter((p) => !samplePaths.has(p))).toEqual([]);
  });
});

describe('code lists', () => {
  const tyre = wire(tyreInvoice());
  const month = wire(consolidatedMonth());
  const refund = wire(refundNote());
  const all = [tyre, month, refund];

  it('types the documents 01 and 04, version 1.0', () => {
    const types = codesOf('EInvoiceTypes.json');
    expect(valuesAt(tyre, 'Invoice.InvoiceTypeCode')).toEqual(['01']);
    expect(valuesAt(month, 'Invoice.InvoiceTypeCode')).toEqual(['01']);
    expect(valuesAt(refund, 'Invoice.InvoiceTypeCode')).toEqual(['04']);
    for (const doc of all) {
      expect(types.has(String(valuesAt(doc, 'Invoice.InvoiceTypeCode')[0]))).toBe(true);
      expect(valuesAt(doc, 'Invoice.InvoiceTypeCode@listVersionID')).toEqual(['1.0']);
      expect(valuesAt(doc, 'Invoice.DocumentCurrencyCode')).toEqual(['MYR']);
    }
  });

  it('writes service tax 02 with its rate and not applicable 06 at zero, no exemption reason', () => {
    const taxTypes = codesOf('TaxTypes.json');
    const line = 'Invoice.InvoiceLine.TaxTotal.TaxSubtotal';
    expect(valuesAt(tyre, `${line}.TaxCategory.ID`)).toEqual(['06', '02']);
    expect(valuesAt(tyre, `${line}.Percent`)).toEqual([0, 8]);
    expect(valuesAt(tyre, `${line}.TaxAmount`)).toEqual([0, 3.2]);
    expect(valuesAt(tyre, 'Invoice.TaxTotal.TaxSubtotal.TaxCategory.ID')).toEqual(['02', '06']);
    for (const doc of all) {
      for (const code of valuesAt(doc, `${line}.TaxCategory.ID`)) expect(taxTypes.has(String(code))).toBe(true);
      expect(valuesAt(doc, `${line}.TaxCategory.TaxExemptionReason`)).toEqual([]);
      expect(new Set(valuesAt(doc, `${line}.TaxCategory.TaxScheme.ID`))).toEqual(new Set(['OTH']));
      expect(new Set(valuesAt(doc, `${line}.TaxCategory.TaxScheme.ID@schemeID`))).toEqual(new Set(['UN/ECE 5153']));
    }
  });

  it('classifies lines under LHDN’s CLASS list, 004 on a consolidated month', () => {
    const classes = codesOf('ClassificationCodes.json');
    const code = 'Invoice.InvoiceLine.Item.CommodityClassification.ItemClassificationCode';
    for (const doc of all) {
      for (const c of valuesAt(doc, code)) expect(classes.has(String(c))).toBe(true);
      expect(new Set(valuesAt(doc, `${code}@listID`))).toEqual(new Set(['CLASS']));
    }
    expect(new Set(valuesAt(month, code))).toEqual(new Set(['004']));
    expect(valuesAt(tyre, code)).not.toContain('004');
  });

  it('writes LHDN state codes, 17 for the general public', () => {
    const states = codesOf('StateCodes.json');
    for (const doc of all) {
      for (const party of ['AccountingSupplierParty', 'AccountingCustomerParty']) {
        const [state] = valuesAt(doc, `Invoice.${party}.Party.PostalAddress.CountrySubentityCode`);
        expect(states.has(String(state))).toBe(true);
      }
    }
    expect(valuesAt(month, 'Invoice.AccountingCustomerParty.Party.PostalAddress.CountrySubentityCode')).toEqual(['17']);
    expect(valuesAt(month, 'Invoice.AccountingCustomerParty.Party.PostalAddress.AddressLine.Line')).toEqual(['NA']);
  });

  it('names the supplier’s MSIC activity as LHDN’s table does', () => {
    // LHDN's MSIC table, the car trade rows Roda may register under
    const msic: Record<string, string> = {
      '45201': 'Maintenance and repair of motor vehicles',
      '45205': 'Installation of parts and accessories not as part of the manufacturing process',
      '45300':
        'Wholesale and retail sale of all kinds of parts, components, supplies, tools and accessories for motor vehicles',
    };
    const [code] = valuesAt(tyre, 'Invoice.AccountingSupplierParty.Party.IndustryClassificationCode');
    const [name] = valuesAt(tyre, 'Invoice.AccountingSupplierParty.Party.IndustryClassificationCode@name');
    expect(msic[String(code)]).toBe(name);
  });

  it('identifies the parties by TIN, their scheme, SST and TTX', () => {
    const ids = 'Invoice.AccountingSupplierParty.Party.PartyIdentification.ID';
    expect(valuesAt(tyre, `${ids}@schemeID`)).toEqual(['TIN', 'BRN', 'SST', 'TTX']);
    expect(valuesAt(tyre, ids)).toEqual(['C25845632020', '202301012345', 'W10-2401-32000123', 'NA']);
    const buyer = 'Invoice.AccountingCustomerParty.Party';
    expect(valuesAt(month, `${buyer}.PartyIdentification.ID@schemeID`)).toEqual(['TIN', 'NRIC', 'SST', 'TTX']);
    expect(valuesAt(month, `${buyer}.PartyIdentification.ID`)).toEqual(['EI00000000010', '000000000000', 'NA', 'NA']);
    expect(valuesAt(month, `${buyer}.PartyLegalEntity.RegistrationName`)).toEqual(['General Public']);
    expect(valuesAt(month, `${buyer}.Contact.Telephone`)).toEqual(['NA']);
  });

  it('writes the payment mode from LHDN’s list, and nothing when there is no payment', () => {
    const modes = codesOf('PaymentMethods.json');
    expect(valuesAt(tyre, 'Invoice.PaymentMeans.PaymentMeansCode')).toEqual(['03']);
    expect(modes.has('03')).toBe(true);
    expect(valuesAt(tyre, 'Invoice.PaymentTerms.Note')).toEqual([
      'Paid in full by Bank Transfer, reference FPX2605140000417',
    ]);
    expect(valuesAt(month, 'Invoice.PaymentMeans.PaymentMeansCode')).toEqual([]);
  });
});

describe('document details', () => {
  it('writes the issue date and time in UTC', () => {
    const doc = wire({ ...tyreInvoice(), issuedAt: new Date('2026-05-14T23:59:58.999+08:00') });
    expect(valuesAt(doc, 'Invoice.IssueDate')).toEqual(['2026-05-14']);
    expect(valuesAt(doc, 'Invoice.IssueTime')).toEqual(['15:59:58Z']);
  });

  it('gives a consolidated month its billing period, monthly', () => {
    const month = wire(consolidatedMonth());
    expect(valuesAt(month, 'Invoice.InvoicePeriod.StartDate')).toEqual(['2026-05-01']);
    expect(valuesAt(month, 'Invoice.InvoicePeriod.EndDate')).toEqual(['2026-05-31']);
    expect(valuesAt(month, 'Invoice.InvoicePeriod.Description')).toEqual(['Monthly']);
    expect(valuesAt(wire(tyreInvoice()), 'Invoice.InvoicePeriod.StartDate')).toEqual([]);
  });

  it('cites the refunded e-invoice by uuid and code number', () => {
    const refund = wire(refundNote());
    const ref = 'Invoice.BillingReference.InvoiceDocumentReference';
    expect(valuesAt(refund, `${ref}.UUID`)).toEqual(['F9D425P6DS7D8IU9QWE3RT4YU5']);
    expect(valuesAt(refund, `${ref}.ID`)).toEqual(['INV-R-000123']);
    expect(valuesAt(refund, 'Invoice.PaymentTerms.Note')).toEqual([
      'Refunded by Bank Transfer, reference FPXRF2605160002',
    ]);
  });

  it('writes quantities with their unit and the coupon as a document allowance', () => {
    const doc = wire(tyreInvoice());
    expect(valuesAt(doc, 'Invoice.InvoiceLine.InvoicedQuantity')).toEqual([2, 1]);
    expect(valuesAt(doc, 'Invoice.InvoiceLine.InvoicedQuantity@unitCode')).toEqual(['H87', 'C62']);
    expect(valuesAt(doc, 'Invoice.AllowanceCharge.ChargeIndicator')).toEqual([false]);
    expect(valuesAt(doc, 'Invoice.AllowanceCharge.Amount')).toEqual([20]);
    expect(valuesAt(doc, 'Invoice.InvoiceLine.AllowanceCharge.Amount')).toEqual([]);
  });

  it('writes a line discount as the line’s allowance, off its quantity × unit price', () => {
    const input = tyreInvoice();
    const [tyres, labour] = input.lines;
    const discounted = { ...input, lines: [{ ...tyres!, subtotalSen: 60_000 }, labour!], totalSen: 62_320 };
    const doc = wire(discounted);
    expect(valuesAt(doc, 'Invoice.InvoiceLine.ItemPriceExtension.Amount')).toEqual([640, 40]);
    expect(valuesAt(doc, 'Invoice.InvoiceLine.AllowanceCharge.Amount')).toEqual([40]);
    expect(valuesAt(doc, 'Invoice.InvoiceLine.LineExtensionAmount')).toEqual([600, 40]);
  });
});
