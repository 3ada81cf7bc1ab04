import { z } from 'zod';
import { defineCall } from '../define-call';
import { id, pageOf, pageRequest } from '../fields';
import { orderStatusSchema, orderTypeSchema } from '../orders/orders';
import { refundSchema, refundStatusSchema } from '../orders/refunds';

/** Refund requests as the staff review them (the customer asks through the orders area). */

export const staffRefundSchema = refundSchema.extend({
  orderNo: z.string(),
  orderType: orderTypeSchema,
  orderStatus: orderStatusSchema,
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** Past the 3-working-day promise and still waiting for review. */
  overdue: z.boolean(),
});

export const staffRefundPage = defineCall({
  path: '/api/app/staff/refund/page',
  summary: "Refund requests on the caller's store's orders (the company: all), oldest due first",
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, status: refundStatusSchema.optional() }),
  response: pageOf(staffRefundSchema),
});

export const staffRefundReview = defineCall({
  path: '/api/app/staff/refund/review',
  summary: 'Approve (the money goes back through the gateway) or reject a refund request; rejecting needs a reason',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, approve: z.boolean(), note: z.string().trim().max(500).default('') }),
  response: staffRefundSchema,
});
