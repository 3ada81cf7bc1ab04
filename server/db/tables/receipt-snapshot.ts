/**
 * A receipt or refund document as it was issued: everything its PDF and the office show, kept with
 * the document so that later edits to the company, the store or the order never change it.
 */
export type ReceiptKind = 'receipt' | 'refund';
export type ReceiptLang = 'en' | 'ms';

export interface ReceiptSeller {
  companyName: string;
  /** SSM registration number (BRN). */
  brn: string;
  tin: string;
  /** SST registration number, or null when the company is not registered. */
  sstNo: string | null;
  address: string[];
  phone: string;
  email: string;
}

export interface ReceiptLine {
  description: string;
  sku: string;
  quantity: number;
  unitPriceSen: number;
  amountSen: number;
  /** 'part' carries no service tax; 'labour' carries `taxPercent` (8 when SST-registered, else 0). */
  kind: 'part' | 'labour' | 'shipping' | 'discount';
  taxPercent: number;
}

export interface ReceiptSnapshot {
  kind: ReceiptKind;
  /** RC-000001 / RF-000001 */
  number: string;
  issuedAt: string;
  /** For a refund document: the receipt it refunds. */
  citesNumber: string | null;
  orderNo: string;
  orderType: 'install' | 'pickup' | 'mail';
  seller: ReceiptSeller;
  /** The store serving the order (installation workshop or pickup store); null for mail orders. */
  store: { name: string; address: string; phone: string } | null;
  buyer: { name: string; phone: string; email: string; plate: string; vehicle: string };
  lines: ReceiptLine[];
  subtotalSen: number;
  serviceTaxSen: number;
  shippingSen: number;
  discountSen: number;
  totalSen: number;
  payment: { method: string; reference: string; paidAt: string } | null;
  /** Appointment of an installation order, Malaysian date and slot. */
  appointment: { date: string; slot: string } | null;
  warrantyDays: number;
  /** Set once LHDN validated the e-invoice covering this document: the public validation link. */
  einvoiceUrl: string | null;
}
