import { z } from 'zod';
import { defineCall } from './define-call';
import { id } from './fields';
import {
  BRN_PATTERN,
  buyerIdTypes,
  compactId,
  MALAYSIAN_STATE_CODES,
  NRIC_PATTERN,
  POSTCODE_PATTERN,
  TIN_PATTERN,
} from './einvoice-formats';

/*
 * Receipts, refund documents and LHDN e-invoices as the customer meets them
 * (docs/decisions/023-receipts-and-einvoices.md): the order's documents, the PDF (a signed raw
 * route, RECEIPT_PDF_PATH), and a request for an e-invoice in the buyer's own name.
 */

/** An e-invoice's states: waiting (to send) → submitted → valid | invalid; valid → cancelled. */
export const einvoiceStates = ['waiting', 'submitted', 'valid', 'invalid', 'cancelled'] as const;
export type EInvoiceState = (typeof einvoiceStates)[number];
export const einvoiceKinds = ['invoice', 'consolidated', 'refundNote'] as const;
export type EInvoiceKind = (typeof einvoiceKinds)[number];

const compacted = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .transform(compactId)
    .refine((v) => pattern.test(v), message);

export const einvoiceRequestPayload = z
  .object({
    orderId: id,
    /** The buyer's TIN; a person without one leaves it empty and gives their MyKad. */
    tin: z
      .string()
      .transform(compactId)
      .refine((v) => v === '' || TIN_PATTERN.test(v), 'einvoiceTinFormat')
      .default(''),
    idType: z.enum(buyerIdTypes, { error: 'einvoiceIdType' }),
    idValue: z.string({ error: 'einvoiceIdRequired' }).transform(compactId),
    name: z
      .string({ error: 'einvoiceNameRequired' })
      .trim()
      .min(2, 'einvoiceNameRequired')
      .max(300, 'einvoiceNameTooLong'),
    email: z
      .string({ error: 'emailFormat' })
      .trim()
      .max(254, 'emailFormat')
      .refine((v) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v), 'emailFormat'),
    addressLine: z
      .string({ error: 'einvoiceAddressRequired' })
      .trim()
      .min(3, 'einvoiceAddressRequired')
      .max(150, 'einvoiceAddressTooLong'),
    city: z
      .string({ error: 'einvoiceCityRequired' })
      .trim()
      .min(2, 'einvoiceCityRequired')
      .max(50, 'einvoiceCityRequired'),
    postcode: compacted(POSTCODE_PATTERN, 'einvoicePostcodeFormat'),
    stateCode: z.enum(MALAYSIAN_STATE_CODES, { error: 'einvoiceStateRequired' }),
  })
  .superRefine((v, ctx) => {
    const pattern = v.idType === 'NRIC' ? NRIC_PATTERN : BRN_PATTERN;
    if (!pattern.test(v.idValue))
      ctx.addIssue({
        code: 'custom',
        path: ['idValue'],
        message: v.idType === 'NRIC' ? 'einvoiceNricFormat' : 'einvoiceBrnFormat',
      });
    // a company is known to LHDN by its TIN; only a person may go without one
    if (v.idType === 'BRN' && v.tin === '')
      ctx.addIssue({ code: 'custom', path: ['tin'], message: 'einvoiceTinRequired' });
  });
export type EInvoiceRequestPayload = z.input<typeof einvoiceRequestPayload>;

export const receiptSummarySchema = z.object({
  id,
  kind: z.enum(['receipt', 'refund']),
  number: z.string(),
  issuedAt: z.string(),
  totalSen: z.number().int(),
  serviceTaxSen: z.number().int(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

export const orderEinvoiceSchema = z.object({
  kind: z.enum(einvoiceKinds),
  codeNumber: z.string(),
  state: z.enum(einvoiceStates),
  /** The buyer named on a customer's own e-invoice; null on the month's consolidated one. */
  buyerName: z.string().nullable(),
  /** LHDN's public validation page, once valid. */
  validationUrl: z.string().nullable(),
});
export type OrderEinvoice = z.infer<typeof orderEinvoiceSchema>;

export const orderDocumentsSchema = z.object({
  receipts: z.array(receiptSummarySchema),
  einvoice: orderEinvoiceSchema.nullable(),
  /** The last moment (ISO) a customer may still ask for their own e-invoice; null when they cannot. */
  einvoiceRequestUntil: z.string().nullable(),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;

export const orderDocuments = defineCall({
  path: '/api/app/order/documents',
  summary:
    'The receipt and refund documents of one of the customer’s orders, the e-invoice that covers it and until when they may ask for their own',
  auth: 'user',
  mutating: false,
  payload: z.object({ orderId: id }),
  response: orderDocumentsSchema,
});

export const einvoiceRequest = defineCall({
  path: '/api/app/order/einvoice/request',
  summary:
    'Asks for an e-invoice in the buyer’s name for a paid order within its month (TIN, or MyKad, or BRN with TIN; name, address, email); it is sent to LHDN by a job',
  auth: 'user',
  mutating: true,
  payload: einvoiceRequestPayload,
  response: orderDocumentsSchema,
});

/** The receipt or refund document as a PDF: `{ id, lang? }` → application/pdf (a signed raw route). */
export const RECEIPT_PDF_PATH = '/api/app/receipt/pdf';
