import { z } from 'zod';
import { productCategorySchema } from '../catalog';
import { defineCall } from '../define-call';

/** The customer's coupons for an order's lines. */

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
