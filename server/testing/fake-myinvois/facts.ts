/**
 * What the fake reads out of a submitted UBL JSON document: enough for the summaries LHDN answers
 * (type, parties, totals) and for the cancel rule about referencing documents. UBL JSON wraps every
 * element in an array and puts a value in `_`, as in LHDN's sample documents.
 */

export const INVOICE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';

export interface DocumentFacts {
  typeCode: string | null;
  typeName: string;
  typeVersionName: string | null;
  id: string | null;
  issuedAt: string | null;
  issuerTin: string | null;
  issuerName: string | null;
  receiverId: string | null;
  receiverName: string | null;
  totalExcludingTax: number | null;
  totalDiscount: number | null;
  totalNetAmount: number | null;
  totalPayableAmount: number | null;
  /** The LHDN uuids of the documents this one cites (a refund note's original invoice). */
  referencedUuids: string[];
}

const TYPE_NAMES: Record<string, string> = {
  '01': 'Invoice',
  '02': 'Credit Note',
  '03': 'Debit Note',
  '04': 'Refund Note',
  '11': 'Self-billed Invoice',
  '12': 'Self-billed Credit Note',
  '13': 'Self-billed Debit Note',
  '14': 'Self-billed Refund Note',
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object under `key` (UBL JSON's arrays of one or more). */
export function all(node: unknown, key: string): Record<string, unknown>[] {
  if (!isRecord(node)) return [];
  const list = node[key];
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** The first object down a path of keys. */
export function first(node: unknown, ...keys: string[]): Record<string, unknown> | null {
  let here: unknown = node;
  for (const key of keys) here = all(here, key)[0] ?? null;
  return isRecord(here) ? here : null;
}

/** The value (`_`) at the end of a path. */
export function valueAt(node: unknown, ...keys: string[]): string | null {
  const leaf = first(node, ...keys)?.['_'];
  if (typeof leaf === 'string') return leaf;
  return typeof leaf === 'number' ? String(leaf) : null;
}

function stringOr(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function amountAt(node: unknown, ...keys: string[]): number | null {
  const value = valueAt(node, ...keys);
  return value === null || Number.isNaN(Number(value)) ? null : Number(value);
}

function partyId(party: Record<string, unknown> | null, scheme: string): string | null {
  for (const identification of all(party, 'PartyIdentification')) {
    const id = first(identification, 'ID');
    if (id?.['schemeID'] === scheme && typeof id['_'] === 'string') return id['_'];
  }
  return null;
}

/** Reads the facts of the document's single `Invoice` element. */
export function factsOf(invoice: Record<string, unknown>): DocumentFacts {
  const typeCode = valueAt(invoice, 'InvoiceTypeCode');
  const supplier = first(invoice, 'AccountingSupplierParty', 'Party');
  const buyer = first(invoice, 'AccountingCustomerParty', 'Party');
  const date = valueAt(invoice, 'IssueDate');
  const time = valueAt(invoice, 'IssueTime');
  return {
    typeCode,
    typeName: (typeCode && TYPE_NAMES[typeCode]) ?? 'Unknown',
    typeVersionName: stringOr(first(invoice, 'InvoiceTypeCode')?.['listVersionID']),
    id: valueAt(invoice, 'ID'),
    issuedAt: date && time ? `${date}T${time}` : date,
    issuerTin: partyId(supplier, 'TIN'),
    issuerName: valueAt(supplier, 'PartyLegalEntity', 'RegistrationName'),
    receiverId: partyId(buyer, 'BRN') ?? partyId(buyer, 'NRIC') ?? partyId(buyer, 'PASSPORT') ?? partyId(buyer, 'ARMY'),
    receiverName: valueAt(buyer, 'PartyLegalEntity', 'RegistrationName'),
    totalExcludingTax: amountAt(invoice, 'LegalMonetaryTotal', 'TaxExclusiveAmount'),
    totalDiscount: amountAt(invoice, 'LegalMonetaryTotal', 'AllowanceTotalAmount'),
    totalNetAmount: amountAt(invoice, 'LegalMonetaryTotal', 'LineExtensionAmount'),
    totalPayableAmount: amountAt(invoice, 'LegalMonetaryTotal', 'PayableAmount'),
    referencedUuids: all(invoice, 'BillingReference')
      .map((reference) => valueAt(reference, 'InvoiceDocumentReference', 'UUID'))
      .filter((uuid): uuid is string => uuid !== null),
  };
}
