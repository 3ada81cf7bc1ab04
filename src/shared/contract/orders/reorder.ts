import { z } from 'zod';
import { defineCall } from '../define-call';

/** Book again: what of a past order can be bought again today, for the same car. */

export const reorderAvailability = ['available', 'notSold', 'notFitting', 'outOfStock'] as const;
export type ReorderAvailability = (typeof reorderAvailability)[number];

export const orderReorder = defineCall({
  path: '/api/app/order/vehicle/order/app/reorder',
  summary:
    'The products and quantities of one of the caller’s orders, each with whether it can be bought again, and its car',
  auth: 'user',
  mutating: false,
  payload: z.object({ orderId: z.number().int().positive() }),
  response: z.object({
    /** The order's car as the checkout takes it; null when the order had none or its model is gone. */
    car: z
      .object({
        specId: z.number().int(),
        year: z.number().int(),
        make: z.string(),
        model: z.string(),
        variant: z.string(),
        engine: z.string(),
        transmission: z.string(),
      })
      .nullable(),
    plate: z.string(),
    lines: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        quantity: z.number().int(),
        availability: z.enum(reorderAvailability),
      }),
    ),
  }),
});
