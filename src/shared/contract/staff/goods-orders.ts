import { z } from 'zod';
import { defineCall } from '../define-call';
import { id, pageOf, pageRequest } from '../fields';
import { mailingAddressSchema, orderStatusSchema } from '../orders/orders';

/** Self-pickup and mail orders as the sales desk handles them: pickup, packing, shipping. */

export const pickupMethods = ['customer', 'proxy'] as const;
/** Who collects a self-pickup order: the customer, or someone else for them (named). */
export const pickupMethodSchema = z.enum(pickupMethods);
export type PickupMethod = z.infer<typeof pickupMethodSchema>;

export const staffOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderType: z.enum(['pickup', 'mail']),
  status: orderStatusSchema,
  storeId: z.number().int().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  itemCount: z.number().int(),
  /** Order lines ("first item and N more" counts lines, not units). */
  lineCount: z.number().int(),
  firstItemName: z.string(),
  expressCompany: z.string().nullable(),
  expressNo: z.string().nullable(),
  /** Mail orders: when sales packed it (shipping needs it). */
  packedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** One goods order as the sales desk handles it (never its pickup code: the customer shows that). */
export const staffOrderDetailSchema = staffOrderSchema.extend({
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
    }),
  ),
  customerEmail: z.string(),
  storeName: z.string().nullable(),
  mailingAddress: mailingAddressSchema.nullable(),
  actualPaySen: z.number().int(),
  paidAt: z.string().nullable(),
  pickupMethod: pickupMethodSchema.nullable(),
  collectorName: z.string(),
  collectedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  cmsOrderNo: z.string().nullable(),
  arrivalRemarks: z.string(),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

const pickupCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'pickupCodeFormat');

export const staffOrderPage = defineCall({
  path: '/api/app/staff/order/page',
  summary:
    "Paid self-pickup orders of the caller's store and mail orders (shipped centrally), newest first; keyword: order number, plate (spaces and case ignored), phone or customer name",
  auth: 'staff',
  mutating: false,
  payload: z.object({
    ...pageRequest,
    /** Absent: both kinds. */
    orderType: z.enum(['pickup', 'mail']).optional(),
    done: z.boolean().default(false),
    keyword: z.string().trim().max(60).default(''),
  }),
  response: pageOf(staffOrderSchema),
});

export const staffOrderFind = defineCall({
  path: '/api/app/staff/order/find',
  summary:
    'One goods order for the sales desk, by id or by the pickup code the customer shows (looking up by code counts as a guess: a few per person per 15 minutes)',
  auth: 'staff',
  mutating: false,
  payload: z
    .object({ id: id.optional(), pickupCode: pickupCode.optional() })
    .refine((v) => (v.id === undefined) !== (v.pickupCode === undefined), 'orderFindOne'),
  response: staffOrderDetailSchema,
});

export const staffOrderPickup = defineCall({
  path: '/api/app/staff/order/pickup',
  summary:
    'Hand a self-pickup order over at the store against the customer’s 6-digit pickup code, to the customer or to someone named',
  auth: 'staff',
  mutating: true,
  payload: z
    .object({
      orderId: id,
      pickupCode,
      pickupMethod: pickupMethodSchema.default('customer'),
      collectorName: z.string().trim().max(80).default(''),
    })
    .refine((v) => v.pickupMethod !== 'proxy' || v.collectorName.length > 0, {
      message: 'collectorNameRequired',
      path: ['collectorName'],
    }),
  response: staffOrderSchema,
});

export const staffOrderPack = defineCall({
  path: '/api/app/staff/order/pack',
  summary: 'Record that a paid mail order is packed (shipping needs it)',
  auth: 'staff',
  mutating: true,
  payload: z.object({ orderId: id }),
  response: staffOrderSchema,
});

export const staffOrderShip = defineCall({
  path: '/api/app/staff/order/ship',
  summary: 'Record the courier and tracking number of a packed mail order; the customer then confirms receipt',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    orderId: id,
    expressCompany: z.string().trim().min(1, 'expressCompanyRequired').max(60),
    expressNo: z.string().trim().min(1, 'expressNoRequired').max(60),
  }),
  response: staffOrderSchema,
});

export const staffOrderNote = defineCall({
  path: '/api/app/staff/order/note',
  summary: 'Sales fill a goods order’s CMS order number and arrival remarks (a field left out stays as it is)',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    orderId: id,
    cmsOrderNo: z.string().trim().max(40).optional(),
    arrivalRemarks: z.string().trim().max(500).optional(),
  }),
  response: staffOrderDetailSchema,
});
