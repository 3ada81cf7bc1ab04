import { z } from 'zod';
import { carRef, productSummarySchema } from './catalog';
import { defineCall } from './define-call';

export const cartLineSchema = z.object({
  id: z.number().int(),
  product: productSummarySchema,
  quantity: z.number().int(),
  selected: z.boolean(),
  car: z.string().nullable(),
  /** priceSen × quantity, and labour × quantity for installed parts. */
  lineTotalSen: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const MAX_CART_QUANTITY = 99;
const quantity = z.number().int().min(1).max(MAX_CART_QUANTITY);

export const cartAdd = defineCall({
  path: '/api/app/order/vehicle/shopCart/add',
  summary: 'Add a product for the chosen car; the same product and car adds to the existing line',
  auth: 'user',
  mutating: true,
  payload: z.object({ productId: z.number().int().positive(), quantity, car: carRef.optional() }),
  response: z.object({ id: z.number().int(), quantity: z.number().int(), count: z.number().int() }),
});

export const cartUpdate = defineCall({
  path: '/api/app/order/vehicle/shopCart/update',
  summary: 'Change the quantity or selection of cart lines',
  auth: 'user',
  mutating: true,
  payload: z.object({
    id: z.number().int().positive(),
    quantity: quantity.optional(),
    selected: z.boolean().optional(),
  }),
  response: z.object({ id: z.number().int(), quantity: z.number().int(), selected: z.boolean() }),
});

export const cartDelete = defineCall({
  path: '/api/app/order/vehicle/shopCart/del',
  summary: 'Remove cart lines',
  auth: 'user',
  mutating: true,
  payload: z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }),
  response: z.object({ removed: z.number().int(), count: z.number().int() }),
});

export const cartPage = defineCall({
  path: '/api/app/order/vehicle/shopCart/page',
  summary: 'The cart with totals of the selected lines',
  auth: 'user',
  mutating: false,
  payload: z.object({
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(50),
  }),
  response: z.object({
    list: z.array(cartLineSchema),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    selectedCount: z.number().int(),
    goodsSen: z.number().int(),
    labourSen: z.number().int(),
    totalSen: z.number().int(),
  }),
});

export const cartCount = defineCall({
  path: '/api/app/order/vehicle/shopCart/count',
  summary: 'How many items (sum of quantities) are in the cart, for the badge',
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.object({ count: z.number().int() }),
});
