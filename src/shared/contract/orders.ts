import { z } from 'zod';
import { carRef, productCategorySchema } from './catalog';
import { defineCall } from './define-call';
import { malaysianMobile } from './fields';

// ---- stores and slots -------------------------------------------------------------------------

export const storeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['workshop', 'outlet']),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  openDays: z.array(z.number().int()),
  opens: z.string(),
  closes: z.string(),
  /** Kilometres from the position sent, when one was sent. */
  distanceKm: z.number().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeList = defineCall({
  path: '/api/app/order/vehicle/door/store/list',
  summary: 'Partner stores by type, state and city; nearest first when a position is sent',
  auth: 'public',
  mutating: false,
  payload: z.object({
    /** 'install' lists workshops; 'pickup' lists every store that hands goods over. */
    purpose: z.enum(['install', 'pickup', 'all']).default('all'),
    state: z.string().max(60).optional(),
    city: z.string().max(60).optional(),
    keyword: z.string().trim().max(60).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(storeSchema),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const APPOINTMENT_SLOTS = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
] as const;
/** Any wall-clock time; the server's rules (09:00–17:00, 4 h ahead) decide, with their own messages. */
export const appointmentSlotSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeFormat');
/** A calendar date, YYYY-MM-DD, that exists ('2027-02-29' does not). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateFormat')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'dateFormat');

export const storeSlots = defineCall({
  path: '/api/app/order/vehicle/door/store/slots',
  summary: 'Installation slots of a workshop on a date, with the places left and why a slot is closed',
  auth: 'public',
  mutating: false,
  payload: z.object({ storeId: z.number().int().positive(), date: isoDate }),
  response: z.array(
    z.object({
      slot: z.enum(APPOINTMENT_SLOTS),
      remaining: z.number().int(),
      /** null when bookable; otherwise the reason shown greyed out. */
      closedReason: z.enum(['past', 'tooSoon', 'full', 'storeClosed']).nullable(),
    }),
  ),
});

// ---- coupons ----------------------------------------------------------------------------------

export const couponSchema = z.object({
  code: z.string(),
  title: z.string(),
  kind: z.enum(['amount', 'percent']),
  value: z.number().int(),
  minSpendSen: z.number().int(),
  maxDiscountSen: z.number().int().nullable(),
  category: productCategorySchema.nullable(),
  validTo: z.string(),
  used: z.boolean(),
  /** For the goods sent: whether it applies and what it would take off. */
  usable: z.boolean(),
  discountSen: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const orderLineInput = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(99),
});

export const couponClientGet = defineCall({
  path: '/api/app/order/vehicle/coupon/client-get',
  summary: "The caller's coupons valid now, with what each takes off the goods sent",
  auth: 'user',
  mutating: false,
  payload: z.object({ lines: z.array(orderLineInput).max(100).default([]) }),
  response: z.array(couponSchema),
});

// ---- orders -----------------------------------------------------------------------------------

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

/** Payment states of spec §4. */
export const payStatuses = ['pendingPayment', 'waiting', 'paid', 'cancelled', 'refunding', 'refunded'] as const;
export const payStatusSchema = z.enum(payStatuses);
export type PayStatus = z.infer<typeof payStatusSchema>;

/** The customer's order tabs (spec §4 customer order groups). */
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

export const refundStatuses = ['pendingReview', 'reviewed', 'processing', 'completed', 'rejected', 'revoked'] as const;
export const refundStatusSchema = z.enum(refundStatuses);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

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
});
export type Refund = z.infer<typeof refundSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  price: priceBreakdownSchema,
  items: z.array(
    z.object({
      productId: z.number().int(),
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

// ---- payment ----------------------------------------------------------------------------------

export const paymentMethods = ['fpx', 'card', 'tng', 'grabpay', 'boost', 'duitnow'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = (typeof paymentMethods)[number];

export const payParam = defineCall({
  path: '/api/app/order/vehicle/order/pay/param',
  summary: 'Start paying an unpaid order: where to send the payer',
  auth: 'user',
  mutating: true,
  payload: z.object({ orderId: z.number().int().positive() }),
  response: z.object({
    reference: z.string(),
    amountSen: z.number().int(),
    /** The gateway's checkout page; it returns the payer to the app's Pay page. */
    paymentUrl: z.string(),
    expiresAt: z.string(),
  }),
});

export const payStatusCall = defineCall({
  path: '/api/app/order/vehicle/order/update/pay/status',
  summary: 'The payment state of an order; `cancelled: true` records that the payer cancelled',
  auth: 'user',
  mutating: true,
  payload: z.object({
    orderId: z.number().int().positive(),
    reference: z.string().max(64).optional(),
    cancelled: z.boolean().default(false),
  }),
  response: z.object({
    orderId: z.number().int(),
    status: orderStatusSchema,
    payStatus: payStatusSchema,
    paidAt: z.string().nullable(),
  }),
});

// ---- refunds ----------------------------------------------------------------------------------

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
