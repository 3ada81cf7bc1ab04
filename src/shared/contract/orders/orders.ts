import { z } from 'zod';
import { carRef } from '../catalog';
import { defineCall } from '../define-call';
import { malaysianMobile } from '../fields';
import { orderLineInput } from './coupons';
import { orderWorkSchema } from './order-work';
import { refundSchema } from './refunds';
import { appointmentSlotSchema, isoDate, storeSchema } from './stores';

/** The customer's orders: quote, place, list, detail, cancel, delete, reschedule, confirm receipt. */

export const orderTypes = ['install', 'pickup', 'mail'] as const;
export const orderTypeSchema = z.enum(orderTypes);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** Order states of the server's state machine (server/orders/order-state.ts). */
export const orderStatuses = [
  'unpaid',
  'upcoming',
  'toBeInstalled',
  'inService',
  'pendingCollection',
  'pendingPickup',
  'pendingReceipt',
  'completed',
  'cancelled',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Payment states (docs/product.md#payment-states). */
export const payStatuses = ['pendingPayment', 'waiting', 'paid', 'cancelled', 'refunding', 'refunded'] as const;
export const payStatusSchema = z.enum(payStatuses);
export type PayStatus = z.infer<typeof payStatusSchema>;

/** The customer's order tabs (docs/product.md#order-states). */
export const orderGroups = [
  'all',
  'unpaid',
  'upcoming',
  'toBeInstalled',
  'inService',
  'pendingReceipt',
  'pendingPickup',
  'completed',
  'cancelledRefunded',
] as const;
export const orderGroupSchema = z.enum(orderGroups);
export type OrderGroup = z.infer<typeof orderGroupSchema>;

export const mailingAddressSchema = z.object({
  name: z.string().trim().min(1).max(80),
  phone: malaysianMobile,
  line1: z.string().trim().min(1).max(120),
  line2: z.string().trim().max(120).default(''),
  postcode: z.string().regex(/^\d{5}$/, 'postcodeFormat'),
  city: z.string().trim().min(1).max(60),
  state: z.string().trim().min(1).max(60),
});

export const priceBreakdownSchema = z.object({
  totalSen: z.number().int(),
  serviceFeeSen: z.number().int(),
  serviceTaxSen: z.number().int(),
  shippingFeeSen: z.number().int(),
  discountSen: z.number().int(),
  couponCode: z.string().nullable(),
  actualPaySen: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

const orderDraft = z.object({
  orderType: orderTypeSchema,
  /** Buy the selected lines of these cart ids, or `lines` directly (buy now). */
  cartIds: z.array(z.number().int().positive()).max(100).optional(),
  lines: z.array(orderLineInput).max(100).optional(),
  car: carRef.optional(),
  plate: z.string().trim().max(12).default(''),
  storeId: z.number().int().positive().optional(),
  appointmentDate: isoDate.optional(),
  appointmentSlot: appointmentSlotSchema.optional(),
  mailingAddress: mailingAddressSchema.optional(),
  couponCode: z.string().trim().max(40).optional(),
  remarks: z.string().trim().max(500).default(''),
  customerName: z.string().trim().max(80).default(''),
  customerEmail: z.string().trim().max(120).default(''),
});

export const orderQuote = defineCall({
  path: '/api/app/order/vehicle/order/app/quote',
  summary: 'Price an order before committing it: the same checks and arithmetic as commit',
  auth: 'user',
  mutating: false,
  payload: orderDraft,
  response: priceBreakdownSchema,
});

export const orderAdd = defineCall({
  path: '/api/app/order/vehicle/order/app/add',
  summary: 'Commit an order (idempotent); it waits for payment until it expires',
  auth: 'user',
  mutating: true,
  payload: orderDraft,
  response: z.object({
    id: z.number().int(),
    orderNo: z.string(),
    actualPaySen: z.number().int(),
    expiresAt: z.string(),
  }),
});

export const orderSummarySchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderType: orderTypeSchema,
  status: orderStatusSchema,
  payStatus: payStatusSchema,
  createdAt: z.string(),
  actualPaySen: z.number().int(),
  itemCount: z.number().int(),
  firstItemName: z.string(),
  /** Every line of the order, in the order it was placed (the list shows them all). */
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  firstItemImageUrl: z.string(),
  plate: z.string(),
  storeName: z.string().nullable(),
  appointmentDate: z.string().nullable(),
  appointmentSlot: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPage = defineCall({
  path: '/api/app/order/vehicle/order/app/page',
  summary: "The caller's orders in one group, newest first",
  auth: 'user',
  mutating: false,
  payload: z.object({
    group: orderGroupSchema.default('all'),
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  }),
  response: z.object({
    list: z.array(orderSummarySchema),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const orderCategoryList = defineCall({
  path: '/api/app/order/vehicle/order/app/category/list',
  summary: 'The order groups with how many orders each holds',
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.array(z.object({ group: orderGroupSchema, count: z.number().int() })),
});
export const orderDetailSchema = orderSummarySchema.extend({
  price: priceBreakdownSchema,
  items: z.array(
    z.object({
      /** Null for labour alone (extra work the customer approved and paid). */
      productId: z.number().int().nullable(),
      name: z.string(),
      imageUrl: z.string(),
      priceSen: z.number().int(),
      labourSen: z.number().int(),
      quantity: z.number().int(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
    }),
  ),
  vehicleModel: z.string(),
  remarks: z.string(),
  store: storeSchema.nullable(),
  salespersonName: z.string().nullable(),
  technicianName: z.string().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  mailingAddress: mailingAddressSchema.nullable(),
  pickupCode: z.string().nullable(),
  expressNo: z.string().nullable(),
  expressCompany: z.string().nullable(),
  /** Mail orders: when the goods were packed (then shipped with expressNo, then received). */
  packedAt: z.string().nullable(),
  /** Self-pickup orders collected by someone else for the customer: their name; '' otherwise. */
  collectorName: z.string(),
  cmsOrderNo: z.string().nullable(),
  arrivalRemarks: z.string(),
  cancelReason: z.string().nullable(),
  timeline: z.array(z.object({ status: z.string(), note: z.string(), at: z.string() })),
  refund: refundSchema.nullable(),
  /** Installation orders once paid: the work on the car (docs/product.md#handover); null otherwise. */
  work: orderWorkSchema.nullable(),
  /** What the customer may do now. */
  actions: z.object({
    pay: z.boolean(),
    cancel: z.boolean(),
    delete: z.boolean(),
    reschedule: z.boolean(),
    refund: z.boolean(),
    confirmReceipt: z.boolean(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderFind = defineCall({
  path: '/api/app/order/vehicle/order/app/find',
  summary: 'One of the caller’s orders with everything OrderDetails shows',
  auth: 'user',
  mutating: false,
  payload: z.object({ id: z.number().int().positive() }),
  response: orderDetailSchema,
});

export const orderClientStore = defineCall({
  path: '/api/app/order/vehicle/order/client-store',
  summary: 'The store that serves one of the caller’s orders',
  auth: 'user',
  mutating: false,
  payload: z.object({ orderId: z.number().int().positive() }),
  response: storeSchema,
});

export const orderCancel = defineCall({
  path: '/api/app/order/vehicle/order/app/cancel',
  summary: 'Cancel an unpaid order; a reason is required',
  auth: 'user',
  mutating: true,
  payload: z.object({
    id: z.number().int().positive(),
    reason: z.string().trim().min(1, 'cancelReasonRequired').max(200),
  }),
  response: z.object({ id: z.number().int(), status: orderStatusSchema }),
});

export const orderDelete = defineCall({
  path: '/api/app/order/vehicle/order/app/del',
  summary: 'Remove a finished order (completed, cancelled or refunded) from the list',
  auth: 'user',
  mutating: true,
  payload: z.object({ id: z.number().int().positive() }),
  response: z.object({ id: z.number().int() }),
});

export const orderReschedule = defineCall({
  path: '/api/app/order/vehicle/order/app/update/install/time',
  summary: 'Move an installation appointment, under the same rules as booking',
  auth: 'user',
  mutating: true,
  payload: z.object({
    id: z.number().int().positive(),
    appointmentDate: isoDate,
    appointmentSlot: appointmentSlotSchema,
  }),
  response: z.object({ id: z.number().int(), appointmentDate: z.string(), appointmentSlot: z.string() }),
});

export const orderConfirmReceipt = defineCall({
  path: '/api/app/order/vehicle/order/app/confirm/receipt',
  summary: 'The customer confirms a mailed order arrived',
  auth: 'user',
  mutating: true,
  payload: z.object({ id: z.number().int().positive() }),
  response: z.object({ id: z.number().int(), status: orderStatusSchema }),
});
