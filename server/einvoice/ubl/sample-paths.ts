import { readFileSync } from 'node:fs';

/**
 * Compares documents by shape: every key path of a UBL JSON document ('Invoice.TaxTotal.TaxAmount',
 * its attributes as 'Invoice.TaxTotal.TaxAmount@currencyID'), array positions left out.
 */

export function readSample(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./lhdn-samples/${name}`, import.meta.url), 'utf8'));
}

/** The values of a code table among LHDN's samples ('Code' of every entry). */
export function codesOf(table: string): Set<string> {
  const entries = readSample(table);
  if (!Array.isArray(entries)) throw new Error(`${table} is not a list`);
  return new Set(entries.map((e: { Code: string }) => e.Code));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every path of the document with the values found there. */
export function valuesByPath(doc: unknown): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  const add = (path: string, value: unknown) => found.set(path, [...(found.get(path) ?? []), value]);
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, path);
    } else if (isRecord(node) && '_' in node) {
      add(path, node['_']);
      for (const [attribute, value] of Object.entries(node)) if (attribute !== '_') add(`${path}@${attribute}`, value);
    } else if (isRecord(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, path === '' ? key : `${path}.${key}`);
    } else {
      add(path, node);
    }
  };
  walk(doc, '');
  return found;
}

export function keyPaths(doc: unknown): Set<string> {
  return new Set(valuesByPath(doc).keys());
}

export function valuesAt(doc: unknown, path: string): unknown[] {
  return valuesByPath(doc).get(path) ?? [];
}

/** The attributes written at a path ('currencyID', 'schemeID'…), sorted. */
export function attributesAt(paths: Set<string>, path: string): string[] {
  return [...paths]
    .filter((p) => p.startsWith(`${path}@`))
    .map((p) => p.slice(path.length + 1))
    .sort();
}

const address = (party: string) => [
  `${party}.PostalAddress.AddressLine.Line`,
  `${party}.PostalAddress.CityName`,
  `${party}.PostalAddress.CountrySubentityCode`,
  `${party}.PostalAddress.Country.IdentificationCode`,
  `${party}.PostalAddress.Country.IdentificationCode@listID`,
  `${party}.PostalAddress.Country.IdentificationCode@listAgencyID`,
];

const party = (path: string) => [
  `${path}.PartyLegalEntity.RegistrationName`,
  `${path}.PartyIdentification.ID`,
  `${path}.PartyIdentification.ID@schemeID`,
  `${path}.Contact.Telephone`,
  ...address(path),
];

const amount = (path: string) => [path, `${path}@currencyID`];
const taxScheme = (path: string) => [
  `${path}.TaxScheme.ID`,
  `${path}.TaxScheme.ID@schemeID`,
  `${path}.TaxScheme.ID@schemeAgencyID`,
];

/**
 * The paths LHDN's v1.0 field tables of invoice and refund note mark mandatory, less the
 * signature that version 1.0 does without.
 */
export const MANDATORY_PATHS: readonly string[] = [
  '_D',
  '_A',
  '_B',
  'Invoice.ID',
  'Invoice.IssueDate',
  'Invoice.IssueTime',
  'Invoice.InvoiceTypeCode',
  'Invoice.InvoiceTypeCode@listVersionID',
  'Invoice.DocumentCurrencyCode',
  ...party('Invoice.AccountingSupplierParty.Party'),
  'Invoice.AccountingSupplierParty.Party.IndustryClassificationCode',
  'Invoice.AccountingSupplierParty.Party.IndustryClassificationCode@name',
  ...party('Invoice.AccountingCustomerParty.Party'),
  ...amount('Invoice.TaxTotal.TaxAmount'),
  ...amount('Invoice.TaxTotal.TaxSubtotal.TaxAmount'),
  'Invoice.TaxTotal.TaxSubtotal.TaxCategory.ID',
  ...taxScheme('Invoice.TaxTotal.TaxSubtotal.TaxCategory'),
  ...amount('Invoice.LegalMonetaryTotal.TaxExclusiveAmount'),
  ...amount('Invoice.LegalMonetaryTotal.TaxInclusiveAmount'),
  ...amount('Invoice.LegalMonetaryTotal.PayableAmount'),
  'Invoice.InvoiceLine.ID',
  ...amount('Invoice.InvoiceLine.LineExtensionAmount'),
  ...amount('Invoice.InvoiceLine.TaxTotal.TaxAmount'),
  'Invoice.InvoiceLine.TaxTotal.TaxSubtotal.TaxCategory.ID',
  ...taxScheme('Invoice.InvoiceLine.TaxTotal.TaxSubtotal.TaxCategory'),
  'Invoice.InvoiceLine.Item.Description',
  'Invoice.InvoiceLine.Item.CommodityClassification.ItemClassificationCode',
  'Invoice.InvoiceLine.Item.CommodityClassification.ItemClassificationCode@listID',
  ...amount('Invoice.InvoiceLine.Price.PriceAmount'),
  ...amount('Invoice.InvoiceLine.ItemPriceExtension.Amount'),
];

/** A refund note must also name its original: LHDN's uuid and the original's own number. */
export const REFUND_NOTE_PATHS: readonly string[] = [
  'Invoice.BillingReference.InvoiceDocumentReference.ID',
  'Invoice.BillingReference.InvoiceDocumentReference.UUID',
];

export const SAMPLES = {
  invoice: '1.0-Invoice-Sample.json',
  multiLine: '1.0-Invoice-MultiLineItem-Sample.json',
  consolidated: '1.0-Invoice-Consolidated-Sample.json',
  refundNote: '1.0-Refund-Note-Sample.json',
} as const;
