import { z } from 'zod';
import { defineCall } from './define-call';
import { einvoiceKinds, einvoiceRequestPayload, einvoiceStates } from './documents';
import { BRN_PATTERN, compactId, MALAYSIAN_STATE_CODES, POSTCODE_PATTERN, TIN_PATTERN } from './einvoice-formats';
import { id, pageOf, pageRequest } from './fields';

/*
 * The back office's documents (docs/decisions/023-receipts-and-einvoices.md): the company's tax
 * settings, receipts found by number and sent again, e-invoices with their state, each month's
 * consolidation, and a person's fix of one LHDN refused. The company's own, except receipts, which
 * a store manager finds for their store's orders.
 */

/** MSIC codes of a car parts and workshop business, with LHDN's activity names (its MSIC code table). */
export const msicActivities = {
  '45201': 'Maintenance and repair of motor vehicles',
  '45205': 'Installation of parts and accessories not as part of the manufacturing process',
  '45300':
    'Wholesale and retail sale of all kinds of parts, components, supplies, tools and accessories for motor vehicles',
} as const;
export const msicCodes = Object.keys(msicActivities) as (keyof typeof msicActivities)[];

export const taxSettingsSchema = z.object({
  companyName: z.string(),
  brn: z.string(),
  tin: z.string(),
  sstNo: z.string().nullable(),
  msicCode: z.string(),
  addressLines: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  stateCode: z.string(),
  phone: z.string(),
  email: z.string(),
  myinvoisClientId: z.string(),
  /** Whether a secret is kept; the secret itself is never answered. */
  myinvoisSecretSet: z.boolean(),
  myinvoisEnvironment: z.enum(['preprod', 'production']),
  /** Every field e-invoices need is filled in. */
  complete: z.boolean(),
  updatedAt: z.string(),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

const required = (max: number) =>
  z.string({ error: 'officeFieldRequired' }).trim().min(1, 'officeFieldRequired').max(max, 'officeFieldTooLong');

export const taxSettingsPayload = z.object({
  companyName: required(300),
  brn: z
    .string({ error: 'einvoiceBrnFormat' })
    .transform(compactId)
    .refine((v) => BRN_PATTERN.test(v), 'einvoiceBrnFormat'),
  tin: z
    .string({ error: 'einvoiceTinFormat' })
    .transform(compactId)
    .refine((v) => TIN_PATTERN.test(v), 'einvoiceTinFormat'),
  /** Empty: not SST-registered. Up to two numbers separated by ';' (LHDN's field rule). */
  sstNo: z
    .string()
    .trim()
    .max(35, 'officeSstFormat')
    .refine((v) => v === '' || /^[A-Z0-9-]+(;[A-Z0-9-]+)?$/i.test(v), 'officeSstFormat')
    .default(''),
  msicCode: z.enum(msicCodes as [keyof typeof msicActivities, ...(keyof typeof msicActivities)[]], {
    error: 'officeMsicCode',
  }),
  addressLine1: required(150),
  addressLine2: z.string().trim().max(150, 'officeFieldTooLong').default(''),
  city: required(50),
  postcode: z
    .string({ error: 'einvoicePostcodeFormat' })
    .transform(compactId)
    .refine((v) => POSTCODE_PATTERN.test(v), 'einvoicePostcodeFormat'),
  stateCode: z.enum(MALAYSIAN_STATE_CODES, { error: 'einvoiceStateRequired' }),
  phone: required(20),
  email: z
    .string()
    .trim()
    .max(254, 'emailFormat')
    .refine((v) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v), 'emailFormat'),
  myinvoisClientId: z.string().trim().max(100, 'officeFieldTooLong').default(''),
  /** Empty keeps the secret already kept. */
  myinvoisClientSecret: z.string().trim().max(200, 'officeFieldTooLong').default(''),
  myinvoisEnvironment: z.enum(['preprod', 'production'], { error: 'officeFieldRequired' }),
});
export type TaxSettingsPayload = z.input<typeof taxSettingsPayload>;

export const officeTaxSettings = defineCall({
  path: '/api/app/office/tax/settings',
  summary: 'Back office (company): the company’s tax identity and MyInvois connection; the secret is never answered',
  auth: 'staff',
  mutating: false,
  payload: z.object({}),
  response: taxSettingsSchema,
});

export const officeTaxSettingsSave = defineCall({
  path: '/api/app/office/tax/settings/save',
  summary:
    'Back office (company): saves the company’s tax identity and MyInvois connection (recorded in the audit log, the secret never)',
  auth: 'staff',
  mutating: true,
  payload: taxSettingsPayload,
  response: taxSettingsSchema,
});

export const einvoiceProblemSchema = z.object({ code: z.string(), message: z.string(), target: z.string().nullable() });

export const officeEinvoiceRowSchema = z.object({
  id,
  kind: z.enum(einvoiceKinds),
  codeNumber: z.string(),
  state: z.enum(einvoiceStates),
  month: z.string().nullable(),
  totalSen: z.number().int(),
  buyerName: z.string().nullable(),
  /** The order of a customer's own e-invoice or refund note; null for a consolidated one. */
  orderId: id.nullable(),
  orderNo: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  uuid: z.string().nullable(),
  validationUrl: z.string().nullable(),
  /** LHDN's reasons for refusing it, in its words. */
  problems: z.array(einvoiceProblemSchema),
  /** Why the last try did not reach LHDN (settings missing, LHDN unreachable); null when it did. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
});
export type OfficeEinvoiceRow = z.infer<typeof officeEinvoiceRowSchema>;

export const officeEinvoiceFilter = z.object({
  state: z.enum(einvoiceStates).optional(),
  kind: z.enum(einvoiceKinds).optional(),
  /** Code number, order number or receipt number, exact or its beginning. */
  q: z.string().trim().max(40).optional(),
});

export const officeEinvoicePage = defineCall({
  path: '/api/app/office/einvoice/page',
  summary: 'Back office (company): e-invoices newest first, by state, kind or number, with LHDN’s answer',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, filter: officeEinvoiceFilter.default({}) }),
  response: pageOf(officeEinvoiceRowSchema),
});

export const officeEinvoiceRetry = defineCall({
  path: '/api/app/office/einvoice/retry',
  summary:
    'Back office (company): sends an e-invoice LHDN refused again, built anew (with the buyer’s details corrected when given), or one that could not be sent',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, buyer: einvoiceRequestPayload.optional() }),
  response: officeEinvoiceRowSchema,
});

export const officeEinvoiceMonthSchema = z.object({
  /** YYYY-MM, Malaysia time. */
  month: z.string(),
  receipts: z.number().int(),
  receiptsTotalSen: z.number().int(),
  /** Receipts covered by a customer's own e-invoice. */
  ownInvoices: z.number().int(),
  /** Receipts not yet in any e-invoice. */
  uncovered: z.number().int(),
  documents: z.array(
    z.object({ id, codeNumber: z.string(), state: z.enum(einvoiceStates), totalSen: z.number().int() }),
  ),
  /** The last day the consolidated e-invoice may be sent (7 days after the month). */
  dueBy: z.string(),
});
export type OfficeEinvoiceMonth = z.infer<typeof officeEinvoiceMonthSchema>;

export const officeEinvoiceMonths = defineCall({
  path: '/api/app/office/einvoice/months',
  summary: 'Back office (company): the last twelve months’ receipts and their consolidated e-invoices',
  auth: 'staff',
  mutating: false,
  payload: z.object({}),
  response: z.object({ list: z.array(officeEinvoiceMonthSchema) }),
});

export const officeEinvoiceConsolidate = defineCall({
  path: '/api/app/office/einvoice/consolidate',
  summary: 'Back office (company): builds an ended month’s consolidated e-invoice now instead of waiting for the job',
  auth: 'staff',
  mutating: true,
  payload: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'officeMonthFormat') }),
  response: officeEinvoiceMonthSchema,
});

export const officeReceiptRowSchema = z.object({
  id,
  kind: z.enum(['receipt', 'refund']),
  number: z.string(),
  orderId: id,
  orderNo: z.string(),
  customerName: z.string(),
  issuedAt: z.string(),
  totalSen: z.number().int(),
  einvoiceState: z.enum(einvoiceStates).nullable(),
});
export type OfficeReceiptRow = z.infer<typeof officeReceiptRowSchema>;

export const officeReceiptFind = defineCall({
  path: '/api/app/office/receipt/find',
  summary:
    'Back office: receipts and refund documents by their number or their order’s number (a manager: their store’s)',
  auth: 'staff',
  mutating: false,
  payload: z.object({ q: z.string().trim().min(2, 'officeReceiptQuery').max(40, 'officeReceiptQuery') }),
  response: z.object({ list: z.array(officeReceiptRowSchema) }),
});

export const officeReceiptResend = defineCall({
  path: '/api/app/office/receipt/resend',
  summary: 'Back office: sends the customer their receipt again, as an in-app message with a push notice',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id }),
  response: officeReceiptRowSchema,
});
