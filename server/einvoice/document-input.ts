/**
 * What Roda knows about one e-invoice before it is written as UBL 2.1 JSON (server/einvoice/ubl/).
 * Amounts are integer sen; the builder writes ringgit with two decimals. A consolidated e-invoice is
 * an invoice whose buyer is the general public (TIN EI00000000010) and whose lines carry
 * classification 004; a refund note cites the document it refunds.
 */

import type { EInvoiceParty } from '../db/tables/einvoice-party';

/** LHDN's e-invoice types this builder writes (05-code-tables/e-invoice-types): 01 invoice, 04 refund note. */
export type EInvoiceTypeCode = '01' | '04';

export interface EInvoiceSupplier extends EInvoiceParty {
  /** MSIC code and its activity, as LHDN lists them (45201, 45205, 45300). */
  msicCode: string;
  activity: string;
}

/** Tax types this builder writes (05-code-tables/tax-types): 02 service tax, 06 not applicable. */
export type TaxTypeCode = '02' | '06';

export interface EInvoiceLine {
  /** '1', '2', … */
  id: string;
  description: string;
  /** LHDN classification: '004' consolidated, '022' others, '008' goods (05-code-tables/classification-codes). */
  classification: string;
  quantity: number;
  /** UN/ECE rec 20 unit: 'C62' one, 'H87' piece. */
  unitCode: string;
  unitPriceSen: number;
  /** quantity × unit price, less any line discount: the taxable amount, tax excluded. */
  subtotalSen: number;
  taxType: TaxTypeCode;
  /** 8 for service tax, 0 otherwise. */
  taxPercent: number;
  taxSen: number;
}

export interface EInvoiceInput {
  type: EInvoiceTypeCode;
  /** Roda's own number for the document (its codeNumber at submission), unique. */
  codeNumber: string;
  issuedAt: Date;
  supplier: EInvoiceSupplier;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  /** Discount off the whole document (a coupon), in sen, before tax; 0 for none. */
  discountSen: number;
  /** Shipping charged, in sen (no tax); 0 for none. */
  shippingSen: number;
  /** LHDN payment mode ('04' credit card, '03' bank transfer/FPX, '06' e-wallet) and our payment reference. */
  payment: { modeCode: string; reference: string } | null;
  /** The billing period of a consolidated e-invoice (a calendar month), both days included, YYYY-MM-DD. */
  billingPeriod: { start: string; end: string } | null;
  /** A refund note's original e-invoice: its LHDN uuid and its codeNumber. */
  original: { uuid: string; codeNumber: string } | null;
  /**
   * What the document comes to, tax included, as Roda recorded it (the receipt's or the month's
   * total, in sen, positive for a refund note too). When given, the builder refuses a document whose
   * lines, discount, shipping and tax do not add up to it.
   */
  totalSen?: number;
}

/** The exact bytes sent to LHDN and what the submission carries with them. */
export interface EInvoiceBytes {
  json: string;
  base64: string;
  /** SHA-256 of the exact UTF-8 bytes of `json`, lower-case hex. */
  sha256: string;
}
