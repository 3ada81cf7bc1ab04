import { z } from 'zod';
import { defineCall } from '../define-call';

/** A store's rating from its customers' ratings of completed orders (public, for the store page). */
export const storeRating = defineCall({
  path: '/api/app/order/vehicle/door/store/rating',
  summary: "A store's average stars (null before its first rating) and how many ratings it has",
  auth: 'public',
  mutating: false,
  payload: z.object({ storeId: z.number().int().positive() }),
  response: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
