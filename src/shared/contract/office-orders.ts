import { z } from 'zod';
import { defineCall } from './define-call';
import { id, keyedPageOf, keyedPageRequest, roleSchema } from './fields';
import { orderDetailSchema, orderStatusSchema, orderTypeSchema, payStatusSchema } from './orders/orders';
import { refundStatusSchema } from './orders/refunds';
import { isoDate } from './orders/stores';
import { staffComplaintSchema } from './staff/complaints';
import { staffRefundSchema } from './staff/refunds';

/*
 * The back office's orders and refunds (decision 018): search, the detail with its timeline, refund
 * review (the manager desk's service: server/staff/refunds) and a CSV export of the search. A
 * manager sees their store's orders; the company every order, mail orders included.
 */

/** The search, shared by the page and the CSV export. Dates are Malaysian days (UTC+8), both included. */
export const officeOrderFilter = z
  .object({
    orderNo: z.string().trim().max(40).optional(),
    /** Any part of the customer's phone, written as 012-345 6789, 60123456789 or +60…. */
    phone: z.string().trim().max(20).optional(),
    plate: z.string().trim().max(20).optional(),
    storeId: id.optional(),
    status: orderStatusSchema.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'officeDateRange', path: ['to'] });
export type OfficeOrderFilter = z.input<typeof officeOrderFilter>;

export const officeOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderType: orderTypeSchema,
  status: orderStatusSchema,
  payStatus: payStatusSchema,
  createdAt: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  plate: z.string(),
  storeName: z.string().nullable(),
  actualPaySen: z.number().int(),
  /** The latest refund request's state, if any. */
  refundStatus: refundStatusSchema.nullable(),
});
export type OfficeOrderRow = z.infer<typeof officeOrderRowSchema>;

export const officeOrderPage = defineCall({
  path: '/api/app/office/order/page',
  summary:
    'Back office: orders searched by number, phone, plate, store, state and date range, newest first, paged on the server (by number, or after the previous page’s `next`)',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...keyedPageRequest, filter: officeOrderFilter.default({}) }),
  response: keyedPageOf(officeOrderRowSchema),
});

export const officeTimelineEntrySchema = z.object({
  status: z.string(),
  note: z.string(),
  at: z.string(),
  /** Who moved the order; null when the customer or the system did. */
  actorName: z.string().nullable(),
  actorRole: roleSchema.nullable(),
});

export const officeOrderDetailSchema = z.object({
  order: orderDetailSchema,
  timeline: z.array(officeTimelineEntrySchema),
  /** Every refund request of the order, newest first. */
  refunds: z.array(staffRefundSchema),
  /** Every complaint about the order with the screenshots the customer sent, newest first. */
  complaints: z.array(staffComplaintSchema),
  /** Whether the caller may approve or reject the pending request (mail orders: the company only). */
  canReview: z.boolean(),
});
export type OfficeOrderDetail = z.infer<typeof officeOrderDetailSchema>;

export const officeOrderFind = defineCall({
  path: '/api/app/office/order/find',
  summary: 'Back office: one order with its timeline (who and when), its refund requests and its complaints',
  auth: 'staff',
  mutating: false,
  payload: z.object({ id }),
  response: officeOrderDetailSchema,
});

export const officeRefundReview = defineCall({
  path: '/api/app/office/refund/review',
  summary:
    'Back office: approve (the money goes back through the gateway) or reject a refund request with a reason; the manager desk’s rules',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, approve: z.boolean(), note: z.string().trim().max(500).default('') }),
  response: staffRefundSchema,
});

/** The CSV export of a search: signed like every call, answered as a stream (not a JSON call). */
export const ORDER_EXPORT_PATH = '/api/app/office/order/export';
/** Its columns: times in Malaysia time (`_myt`, 'YYYY-MM-DD HH:mm'), amounts in RM with two decimals (docs/product.md#csv). */
export const orderCsvColumns = [
  'order_no',
  'created_at_myt',
  'paid_at_myt',
  'order_type',
  'status',
  'pay_status',
  'store',
  'customer_name',
  'customer_phone',
  'plate',
  'appointment_date',
  'appointment_slot',
  'total_rm',
  'discount_rm',
  'paid_rm',
  'refund_status',
] as const;
