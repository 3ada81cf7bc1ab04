import { z } from 'zod';
import { defineCall } from './define-call';
import { id, keyedPageOf, keyedPageRequest } from './fields';
import { gatewayNames } from './orders/payments';
import { isoDate } from './orders/stores';

/*
 * The back office's payments (issue "Real money", point 6): every attempt to pay at the gateway
 * with its fee, net and refund; the refunds the gateway could not make, returned another way by a
 * person (point 5); the day's settlement as CSV for the books. A manager sees the payments of their
 * store's orders; the company every payment, mail orders included, and the settlement.
 */

/** A payment attempt's states (server/db/tables/payments.ts; the state machine: docs/decisions/012). */
export const paymentStatuses = [
  'pending',
  'void',
  'cancelled',
  'failed',
  'expired',
  'paid',
  'refundDue',
  'refunded',
] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Money going back through the gateway: pending (to send) → sent → done | failed → manual. */
export const gatewayRefundStatuses = ['pending', 'sent', 'done', 'failed', 'manual'] as const;
export const gatewayRefundStatusSchema = z.enum(gatewayRefundStatuses);
export type GatewayRefundStatus = z.infer<typeof gatewayRefundStatusSchema>;

/** 'customerRefund': an approved refund request; 'latePayment': money for an order that could not take it. */
export const gatewayRefundReasons = ['customerRefund', 'latePayment'] as const;

/** How a person returned the money the gateway could not. */
export const manualRefundMethods = ['bankTransfer', 'cash', 'other'] as const;
export type ManualRefundMethod = (typeof manualRefundMethods)[number];

/** The search. Dates are Malaysian days (UTC+8), both included, on when the attempt was made. */
export const officePaymentFilter = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    status: paymentStatusSchema.optional(),
    /** The state of the payment's refund; 'failed' is what needs a person. */
    refundStatus: gatewayRefundStatusSchema.optional(),
    /** The whole order number (case ignored). */
    orderNo: z.string().trim().max(40).optional(),
    /** Our payment reference (PAY…), or the gateway's id of the checkout, the payment or the refund. */
    reference: z.string().trim().max(255).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'officeDateRange', path: ['to'] });
export type OfficePaymentFilter = z.input<typeof officePaymentFilter>;

export const officePaymentRefundSchema = z.object({
  id: z.number().int(),
  status: gatewayRefundStatusSchema,
  reason: z.enum(gatewayRefundReasons),
  amountSen: z.number().int(),
  /** The gateway's refund id (Stripe: re_…). */
  gatewayReference: z.string().nullable(),
  /** Why the gateway could not return it, as the gateway says (Stripe's failure_reason). */
  failureReason: z.string().nullable(),
  /** When the customer may expect the money, once sent. */
  expectedBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  manualMethod: z.enum(manualRefundMethods).nullable(),
  manualReference: z.string().nullable(),
  manualNote: z.string().nullable(),
  manualByName: z.string().nullable(),
});
export type OfficePaymentRefund = z.infer<typeof officePaymentRefundSchema>;

export const officePaymentRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  /** The store that serves the order; null for a mail order. */
  storeName: z.string().nullable(),
  /** The payment of an extra-work charge (work found on the car and approved), not of the order itself. */
  forExtraWork: z.boolean(),
  provider: z.enum(gatewayNames),
  /** As the gateway took it: 'fpx:maybank2u', 'card:visa', 'grabpay'; null before the payer chose. */
  method: z.string().nullable(),
  status: paymentStatusSchema,
  amountSen: z.number().int(),
  /** The gateway's fee and what the shop receives; null until known (the sandbox never knows). */
  feeSen: z.number().int().nullable(),
  netSen: z.number().int().nullable(),
  /** The gateway's checkout (Stripe: cs_…) and payment (Stripe: pi_…). */
  gatewayRef: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  createdAt: z.string(),
  /** When the gateway took the money, by its clock. */
  paidAt: z.string().nullable(),
  refund: officePaymentRefundSchema.nullable(),
});
export type OfficePaymentRow = z.infer<typeof officePaymentRowSchema>;

export const officePaymentPage = defineCall({
  path: '/api/app/office/payment/page',
  summary:
    'Back office: payment attempts with their fee, net and refund, newest first, searched by date, state, refund state, order number or reference',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...keyedPageRequest, filter: officePaymentFilter.default({}) }),
  response: keyedPageOf(officePaymentRowSchema),
});

export const officeManualRefund = defineCall({
  path: '/api/app/office/payment/refund/manual',
  summary:
    'Back office: a refund the gateway could not make, recorded as returned another way (bank transfer, cash); the customer is told. Only a failed refund; a repeat answers it as it stands',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    /** The gateway refund's id (`refund.id` of a payment row). */
    id,
    method: z.enum(manualRefundMethods, { error: 'officeManualMethod' }),
    reference: z
      .string({ error: 'officeManualReferenceRequired' })
      .trim()
      .min(1, 'officeManualReferenceRequired')
      .max(80, 'officeManualReferenceTooLong'),
    note: z.string().trim().max(500, 'officeManualNoteTooLong').default(''),
  }),
  response: officePaymentRowSchema,
});

/**
 * The settlement file's columns, in order. A payment line: the gateway's payment id (else its
 * checkout), the method as taken, fee and net empty while the gateway has not said. A refund line:
 * negative amounts; returned by a person it reads gateway 'manual', their reference and method.
 */
export const settlementCsvColumns = [
  'kind',
  'time_myt',
  'order_no',
  'payment_reference',
  'gateway',
  'gateway_id',
  'method',
  'amount_rm',
  'fee_rm',
  'net_rm',
  'status',
] as const;

export const officeSettlement = defineCall({
  path: '/api/app/office/payment/settlement',
  summary:
    'Back office (company): one Malaysian day’s settlement as CSV: every payment the gateway took that day and every refund done that day, in RM, with the day’s totals',
  auth: 'staff',
  mutating: false,
  payload: z.object({ date: isoDate }),
  response: z.object({
    /** roda-settlement-YYYY-MM-DD.csv */
    filename: z.string(),
    /** Header line and one line per payment or refund, CRLF; no byte order mark (the app adds one). */
    csv: z.string(),
    totals: z.object({
      /** Money taken that day. */
      paidSen: z.number().int(),
      /** The gateway's known fees on it. */
      feeSen: z.number().int(),
      /** What the day leaves the shop: paid less fees less refunded. */
      netSen: z.number().int(),
      /** Money returned that day (by the gateway or another way). */
      refundedSen: z.number().int(),
      /** Lines in the file (payments and refunds). */
      count: z.number().int(),
    }),
  }),
});
