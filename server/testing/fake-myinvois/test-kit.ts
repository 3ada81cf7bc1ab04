import { createHash } from 'node:crypto';
import type { EInvoiceBytes } from '../../einvoice/document-input';
import { createMyInvoisClient, type MyInvoisClient, type SubmitDocument } from '../../einvoice/myinvois';
import type { FakeMyInvois } from './fake-myinvois';

/**
 * Small hand-written UBL JSON documents for the MyInvois client's and the fake's tests, in the shape of LHDN's samples
 * (one `Invoice`, each element an array, values in `_`), and a client pointed at a fake.
 */

const value = (v: string | number, attributes: Record<string, string> = {}) => [{ _: v, ...attributes }];

function party(name: string, tin: string) {
  return [
    {
      Party: [
        {
          PartyIdentification: [
            { ID: value(tin, { schemeID: 'TIN' }) },
            { ID: value('202001234567', { schemeID: 'BRN' }) },
          ],
          PartyLegalEntity: [{ RegistrationName: value(name) }],
        },
      ],
    },
  ];
}

export interface DocumentOptions {
  /** '01' invoice (the default), '04' refund note. */
  typeCode?: string;
  /** The ID written inside the document; the code number by default. */
  id?: string;
  /** A refund note's original invoice, by its LHDN uuid. */
  refundsUuid?: string;
  /** Top-level elements to leave out. */
  omit?: string[];
}

export function ublDocument(codeNumber: string, options: DocumentOptions = {}): Record<string, unknown> {
  const invoice: Record<string, unknown> = {
    ID: value(options.id ?? codeNumber),
    IssueDate: value('2026-03-01'),
    IssueTime: value('02:30:00Z'),
    InvoiceTypeCode: value(options.typeCode ?? '01', { listVersionID: '1.0' }),
    DocumentCurrencyCode: value('MYR'),
    AccountingSupplierParty: party('Roda Sdn. Bhd.', 'C2584563200'),
    AccountingCustomerParty: party('Buyer Sdn. Bhd.', 'C1234567890'),
    TaxTotal: [{ TaxAmount: value(8, { currencyID: 'MYR' }) }],
    LegalMonetaryTotal: [
      {
        TaxExclusiveAmount: value(100, { currencyID: 'MYR' }),
        PayableAmount: value(108, { currencyID: 'MYR' }),
      },
    ],
    InvoiceLine: [{ ID: value('1'), LineExtensionAmount: value(100, { currencyID: 'MYR' }) }],
  };
  if (options.refundsUuid) {
    invoice['BillingReference'] = [
      { InvoiceDocumentReference: [{ ID: value('INV-ORIGINAL'), UUID: value(options.refundsUuid) }] },
    ];
  }
  for (const field of options.omit ?? []) delete invoice[field];
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [invoice],
  };
}

export function bytesOf(document: unknown): EInvoiceBytes {
  const json = JSON.stringify(document);
  return {
    json,
    base64: Buffer.from(json, 'utf8').toString('base64'),
    sha256: createHash('sha256').update(json, 'utf8').digest('hex'),
  };
}

export function submitted(codeNumber: string, options: DocumentOptions = {}): SubmitDocument {
  return { codeNumber, bytes: bytesOf(ublDocument(codeNumber, options)) };
}

/** A client of the fake, sharing its clock; `secret` replaces the fake's client secret. */
export function clientOf(fake: FakeMyInvois, secret = fake.clientSecret): MyInvoisClient {
  return createMyInvoisClient({
    credentials: async () => ({ clientId: fake.clientId, clientSecret: secret, environment: 'preprod' }),
    apiUrl: fake.url,
    now: () => fake.now(),
    timeoutMs: 5_000,
  });
}
