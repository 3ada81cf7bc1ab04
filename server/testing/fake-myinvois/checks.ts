import { createHash } from 'node:crypto';
import { all, factsOf, INVOICE_NAMESPACE, isRecord, type DocumentFacts } from './facts';
import type { FakeStore } from './store';

/**
 * The checks LHDN makes while a submission is received, before answering 202: a document that
 * fails one is listed in `rejectedDocuments` and never gets a uuid. Its error has LHDN's
 * rejected-document shape (code, message, target, details).
 */

export interface WireDocument {
  format: string;
  document: string;
  documentHash: string;
  codeNumber: string;
}

interface Detail {
  code: string;
  message: string;
  target: string | null;
  propertyPath: string | null;
}

export interface Rejection {
  code: string;
  message: string;
  target: string;
  details: Detail[];
}

export type Checked = { ok: true; raw: string; json: unknown; facts: DocumentFacts } | { ok: false; error: Rejection };

export const DOCUMENT_LIMIT_BYTES = 300 * 1024;

/** The UBL elements the fake insists on at the top of an Invoice (LHDN's mandatory fields, v1.0). */
const MANDATORY = [
  'ID',
  'IssueDate',
  'IssueTime',
  'InvoiceTypeCode',
  'DocumentCurrencyCode',
  'AccountingSupplierParty',
  'AccountingCustomerParty',
  'TaxTotal',
  'LegalMonetaryTotal',
  'InvoiceLine',
];

const TYPE_CODES = ['01', '02', '03', '04', '11', '12', '13', '14'];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function rejected(codeNumber: string, code: string, message: string, details: Detail[] = []): Checked {
  return { ok: false, error: { code, message, target: codeNumber, details } };
}

function detail(code: string, message: string, target: string | null = null): Detail {
  return { code, message, target, propertyPath: target };
}

/** `seen` holds the code numbers already accepted in this submission. */
export function checkDocument(entry: WireDocument, store: FakeStore, seen: Set<string>): Checked {
  const { codeNumber } = entry;
  if (entry.format !== 'JSON') {
    return rejected(codeNumber, 'BadArgument', 'The fake reads JSON documents only', [
      detail('UnsupportedFormat', `format ${entry.format}`, 'format'),
    ]);
  }
  if (entry.document.length % 4 !== 0 || !BASE64.test(entry.document)) {
    return rejected(codeNumber, 'BadArgument', 'The document is not base64', [detail('InvalidBase64', 'not base64')]);
  }
  const bytes = Buffer.from(entry.document, 'base64');
  if (bytes.length > DOCUMENT_LIMIT_BYTES) {
    return rejected(codeNumber, 'MaximumSizeExceeded', `The document is ${bytes.length} bytes, over 300 KB`);
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (hash !== entry.documentHash.toLowerCase()) {
    return rejected(codeNumber, 'BadArgument', 'The document hash does not match the document', [
      detail('DocumentHashMismatch', 'documentHash is not the SHA-256 of the document', 'documentHash'),
    ]);
  }
  const raw = bytes.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return rejected(codeNumber, 'BadStructure', 'The document is not JSON', [detail('InvalidJson', 'not JSON')]);
  }
  const invoice = all(json, 'Invoice')[0];
  if (!isRecord(json) || json['_D'] !== INVOICE_NAMESPACE || !invoice || all(json, 'Invoice').length !== 1) {
    return rejected(codeNumber, 'BadStructure', 'The document is not a UBL 2.1 Invoice', [
      detail('InvalidRoot', `the root must be one Invoice in namespace ${INVOICE_NAMESPACE}`, 'Invoice'),
    ]);
  }
  const missing = MANDATORY.filter((field) => all(invoice, field).length === 0);
  if (missing.length > 0) {
    return rejected(
      codeNumber,
      'BadStructure',
      'Mandatory fields are missing',
      missing.map((field) => detail('MissingField', `${field} is mandatory`, `Invoice.${field}`)),
    );
  }
  const facts = factsOf(invoice);
  if (facts.id !== codeNumber) {
    return rejected(codeNumber, 'BadArgument', 'codeNumber is not the document ID', [
      detail('CodeNumberMismatch', `the document's ID is ${facts.id ?? 'empty'}`, 'Invoice.ID'),
    ]);
  }
  if (
    !facts.typeCode ||
    !TYPE_CODES.includes(facts.typeCode) ||
    !['1.0', '1.1'].includes(facts.typeVersionName ?? '')
  ) {
    return rejected(codeNumber, 'BadArgument', 'Unknown e-invoice type or version', [
      detail(
        'InvalidTypeCode',
        `type ${facts.typeCode ?? '-'} version ${facts.typeVersionName ?? '-'}`,
        'Invoice.InvoiceTypeCode',
      ),
    ]);
  }
  const valid = store.validWithCodeNumber(codeNumber);
  if (valid || seen.has(codeNumber)) {
    const other = valid ? ` for the document with UUID: ${valid.uuid}` : ' earlier in this submission';
    return rejected(codeNumber, 'DS302', `Duplicated submitted document ${codeNumber}${other}`, [
      detail('DS302', `The document ${codeNumber} was already submitted${other}`, 'document'),
    ]);
  }
  return { ok: true, raw, json, facts };
}
