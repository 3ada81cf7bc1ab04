import { createHash } from 'node:crypto';
import type { EInvoiceBytes, EInvoiceInput } from '../document-input';
import { checkStructure, PAYMENT_MODES } from './checks';
import { leaf, one, UBL_NAMESPACES, wireJson, type UblAggregate, type UblDocument, type UblElement } from './json';
import { documentAllowanceCharges, documentTaxTotal, invoiceLine, legalMonetaryTotal } from './lines';
import { customerParty, supplierParty } from './parties';
import { totalsOf } from './totals';

export { EInvoiceInputError } from './checks';
export { totalsOf, type DocumentTotals, type TaxTypeTotal } from './totals';
export type { UblDocument } from './json';

/** Version 1.0 of LHDN's document types: the one that needs no digital signature. */
export const DOCUMENT_VERSION = '1.0';

/** LHDN wants the issue date and time in UTC, time as 'HH:MM:SSZ'. */
function issued(at: Date): { IssueDate: UblElement; IssueTime: UblElement } {
  const iso = at.toISOString();
  return { IssueDate: leaf(iso.slice(0, 10)), IssueTime: leaf(`${iso.slice(11, 19)}Z`) };
}

/** A consolidated e-invoice's month; LHDN's samples name such a period's frequency 'Monthly'. */
function invoicePeriod(input: EInvoiceInput): { InvoicePeriod?: UblAggregate[] } {
  if (!input.billingPeriod) return {};
  const { start, end } = input.billingPeriod;
  return { InvoicePeriod: one({ StartDate: leaf(start), EndDate: leaf(end), Description: leaf('Monthly') }) };
}

/** A refund note cites the e-invoice it refunds by LHDN's uuid and by Roda's code number. */
function billingReference(input: EInvoiceInput): { BillingReference?: UblAggregate[] } {
  if (!input.original) return {};
  const { uuid, codeNumber } = input.original;
  return { BillingReference: one({ InvoiceDocumentReference: one({ ID: leaf(codeNumber), UUID: leaf(uuid) }) }) };
}

/**
 * How the buyer paid. Roda is paid in full at the sale, so there is no PrepaidPayment (LHDN reads
 * that as a deposit taken off PayableAmount); the payment's reference goes in the terms' note.
 */
function payment(input: EInvoiceInput): { PaymentMeans?: UblAggregate[]; PaymentTerms?: UblAggregate[] } {
  if (!input.payment) return {};
  const { modeCode, reference } = input.payment;
  const how = input.type === '04' ? 'Refunded' : 'Paid in full';
  const note = `${how} by ${PAYMENT_MODES[modeCode] ?? 'Others'}${reference.trim() ? `, reference ${reference.trim()}` : ''}`;
  return {
    PaymentMeans: one({ PaymentMeansCode: leaf(modeCode) }),
    // LHDN allows 300 characters here
    PaymentTerms: one({ Note: leaf(note.slice(0, 300)) }),
  };
}

/**
 * The e-invoice (type 01, a customer's or a consolidated month's) or refund note (type 04) as
 * LHDN's UBL 2.1 JSON, version 1.0. Throws EInvoiceInputError on an input LHDN would reject or
 * whose totals do not add up. Elements come in UBL 2.1's order, as in LHDN's samples.
 */
export function buildEInvoice(input: EInvoiceInput): UblDocument {
  checkStructure(input);
  const totals = totalsOf(input);
  const invoice: UblAggregate = {
    ID: leaf(input.codeNumber),
    ...issued(input.issuedAt),
    InvoiceTypeCode: leaf(input.type, { listVersionID: DOCUMENT_VERSION }),
    DocumentCurrencyCode: leaf('MYR'),
    TaxCurrencyCode: leaf('MYR'),
    ...invoicePeriod(input),
    ...billingReference(input),
    AccountingSupplierParty: supplierParty(input.supplier),
    AccountingCustomerParty: customerParty(input.buyer),
    ...payment(input),
    ...documentAllowanceCharges(totals),
    TaxTotal: documentTaxTotal(totals),
    LegalMonetaryTotal: legalMonetaryTotal(totals),
    InvoiceLine: input.lines.map(invoiceLine),
  };
  return { ...UBL_NAMESPACES, Invoice: [invoice] };
}

/**
 * The exact bytes submitted: compact JSON, its base64 and the SHA-256 of those same UTF-8 bytes
 * (LHDN recomputes the hash from the decoded base64, so both come from one buffer).
 */
export function documentBytes(input: EInvoiceInput): EInvoiceBytes {
  const json = wireJson(buildEInvoice(input));
  const utf8 = Buffer.from(json, 'utf8');
  return {
    json,
    base64: utf8.toString('base64'),
    sha256: createHash('sha256').update(utf8).digest('hex'),
  };
}
