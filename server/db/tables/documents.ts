/**
 * Receipts, refund documents and LHDN e-invoices, and the company's tax settings they are issued
 * under (docs/decisions/023-receipts-and-einvoices.md). A document is written once with everything
 * it shows (its snapshot), numbered without gaps inside the transaction that makes it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EInvoiceParty } from './einvoice-party';
import type { ReceiptSnapshot } from './receipt-snapshot';
import { createdAt, updatedAt } from './columns';
import { extraCharges } from './extra-work';
import { orders, refunds } from './orders';
import { payments } from './payments';
import { users } from './people';

/** The one row (id 1) of the company's legal and tax identity, edited in the back office. */
export const companyTaxSettings = pgTable(
  'company_tax_settings',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name').notNull().default(''),
    /** SSM registration number (BRN), 12 digits. */
    brn: text('brn').notNull().default(''),
    tin: text('tin').notNull().default(''),
    /** SST registration number; null when the company is not registered (then no service tax is due). */
    sstNo: text('sst_no'),
    msicCode: text('msic_code').notNull().default('45201'),
    addressLines: jsonb('address_lines').$type<string[]>().notNull().default([]),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    stateCode: text('state_code').notNull().default('14'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    myinvoisClientId: text('myinvois_client_id').notNull().default(''),
    /** Never answered to anyone, never logged: the office sees only whether it is set. */
    myinvoisClientSecret: text('myinvois_client_secret').notNull().default(''),
    myinvoisEnvironment: text('myinvois_environment', { enum: ['preprod', 'production'] })
      .notNull()
      .default('preprod'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('company_tax_settings_one_row', sql`${t.id} = 1`),
    index('company_tax_settings_updated_by_idx').on(t.updatedBy),
  ],
);

/** The last number given in each series ('receipt', 'refund'); taken with the row lock, so no gaps. */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull().default(0),
});

/** A receipt of a paid order, or the refund document of money returned; immutable once issued. */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['receipt', 'refund'] }).notNull(),
    /** RC-000001, RF-000001 */
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id').references(() => payments.id),
    /** The receipt of an extra-work charge's payment (it lists only that charge's lines); null for the order's own. */
    extraChargeId: integer('extra_charge_id').references(() => extraCharges.id),
    refundId: integer('refund_id').references(() => refunds.id),
    /** A refund document's receipt. */
    citesReceiptId: integer('cites_receipt_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    totalSen: integer('total_sen').notNull(),
    serviceTaxSen: integer('service_tax_sen').notNull(),
    snapshot: jsonb('snapshot').$type<ReceiptSnapshot>().notNull(),
    /** The e-invoice that covers it (its own, or the month's consolidated one); null until there is one. */
    einvoiceId: integer('einvoice_id'),
  },
  (t) => [
    // one receipt of the order's own payment, and one per extra-work charge
    uniqueIndex('receipts_order_receipt_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'receipt' and ${t.extraChargeId} is null`),
    uniqueIndex('receipts_extra_charge_uq').on(t.extraChargeId),
    uniqueIndex('receipts_cites_uq')
      .on(t.citesReceiptId)
      .where(sql`${t.kind} = 'refund'`),
    // the partial unique index above covers receipts only: refund documents find their order here
    index('receipts_order_idx').on(t.orderId),
    index('receipts_payment_idx').on(t.paymentId),
    index('receipts_refund_idx').on(t.refundId),
    index('receipts_issued_idx').on(t.issuedAt, t.id),
    index('receipts_uncovered_idx')
      .on(t.issuedAt)
      .where(sql`${t.einvoiceId} is null`),
  ],
);

export const einvoiceStates = ['waiting', 'submitted', 'valid', 'invalid', 'cancelled'] as const;

export interface EInvoiceProblem {
  code: string;
  message: string;
  target: string | null;
}

/**
 * One document for LHDN: a customer's own e-invoice of one receipt, a month's consolidated
 * e-invoice (in parts when large), or a refund note. The row is its own job: a process claims it
 * (a lease on next_attempt_at, SKIP LOCKED), calls MyInvois outside any transaction, then records
 * the answer (server/einvoice/submission-job.ts).
 */
export const einvoices = pgTable(
  'einvoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['invoice', 'consolidated', 'refundNote'] }).notNull(),
    /** Roda's number for it, the codeNumber LHDN keeps: EI-RC-000001, CE-2026-10-01, RN-RF-000001. */
    codeNumber: text('code_number').notNull().unique(),
    state: text('state', { enum: einvoiceStates }).notNull().default('waiting'),
    /** A consolidated e-invoice's month (YYYY-MM, Malaysia time) and part. */
    month: text('month'),
    part: integer('part'),
    /** The receipt of a customer's own e-invoice, the refund document of a refund note. */
    receiptId: integer('receipt_id'),
    /** A refund note's original e-invoice. */
    originalId: integer('original_id'),
    buyer: jsonb('buyer').$type<EInvoiceParty>(),
    requestedBy: integer('requested_by').references(() => users.id),
    totalSen: integer('total_sen').notNull(),
    /** The exact bytes sent (so a resubmission after a fix is a new document built again). */
    json: text('json'),
    sha256: text('sha256'),
    submissionUid: text('submission_uid'),
    uuid: text('uuid').unique(),
    longId: text('long_id'),
    problems: jsonb('problems').$type<EInvoiceProblem[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when a wholly refunded sale's e-invoice is to be cancelled at LHDN rather than noted. */
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('einvoices_month_part_uq')
      .on(t.month, t.part)
      .where(sql`${t.kind} = 'consolidated'`),
    uniqueIndex('einvoices_receipt_uq').on(t.kind, t.receiptId),
    index('einvoices_due_idx').on(t.state, t.nextAttemptAt),
    index('einvoices_created_idx').on(t.createdAt, t.id),
    index('einvoices_requested_by_idx').on(t.requestedBy),
  ],
);
