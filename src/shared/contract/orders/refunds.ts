import { z } from 'zod';
import { defineCall } from '../define-call';

/** The customer's refund requests on a paid order. */

export const refundStatuses = ['pendingReview', 'reviewed', 'processing', 'completed', 'rejected', 'revoked'] as const;
export const refundStatusSchema = z.enum(refundStatuses);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** Where the money of an approved refund stands at the gateway (docs/decisions/020). */
export const refundMoneyStates = ['sending', 'sent', 'done', 'failed', 'manual'] as const;
export const refundMoneySchema = z.object({
  state: z.enum(refundMoneyStates),
  /** How it goes back: the way the customer paid ('card', 'fpx', 'grabpay', …). */
  destination: z.string(),
  /** When the customer may expect it, by the payment method's usual time; null until sent. */
  expectedBy: z.string().nullable(),
  doneAt: z.string().nullable(),
  /** How it was returned when the gateway could not ('bankTransfer', 'cash', 'other'). */
  manualMethod: z.string().nullable(),
});
export type RefundMoney = z.infer<typeof refundMoneySchema>;

export const refundSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  reason: z.string(),
  contact: z.string(),
  status: refundStatusSchema,
  reviewNote: z.string(),
  amountSen: z.number().int(),
  createdAt: z.string(),
  /** The '3 working days' review promise. */
  dueAt: z.string(),
  canRevoke: z.boolean(),
  /** Once approved: where the money is on its way back; null before. */
  money: refundMoneySchema.nullable().default(null),
});
export type Refund = z.infer<typeof refundSchema>;
export const refundRequest = defineCall({
  path: '/api/app/order/vehicle/order/app/refund',
  summary: 'Ask for a refund of a paid order; reviewed within 3 working days',
  auth: 'user',
  mutating: true,
  payload: z.object({
    orderId: z.number().int().positive(),
    reason: z.string().trim().min(1, 'refundReasonRequired').max(500),
    contact: z.string().trim().min(1, 'contactRequired').max(120),
  }),
  response: refundSchema,
});

export const refundCancel = defineCall({
  path: '/api/app/order/vehicle/order/app/refund/cancel',
  summary: 'Revoke a refund request that is not yet being processed',
  auth: 'user',
  mutating: true,
  payload: z.object({ id: z.number().int().positive() }),
  response: refundSchema,
});

export const refundFind = defineCall({
  path: '/api/app/order/vehicle/order/app/refund/find',
  summary: 'The latest refund request of one of the caller’s orders',
  auth: 'user',
  mutating: false,
  payload: z.object({ orderId: z.number().int().positive() }),
  response: refundSchema.nullable(),
});
