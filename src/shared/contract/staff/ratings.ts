import { z } from 'zod';
import { defineCall } from '../define-call';

/** The manager desk's view of the ratings customers gave their completed orders. */
export const storeRatings = defineCall({
  path: '/api/app/staff/store/ratings',
  summary:
    "Each store's average stars, how many ratings, and its latest ratings with comments (a manager: their store; the company: every store)",
  auth: 'staff',
  mutating: false,
  payload: z.object({}),
  response: z.object({
    stores: z.array(
      z.object({
        storeId: z.number().int(),
        storeName: z.string(),
        /** Null before the store's first rating. */
        average: z.number().nullable(),
        count: z.number().int(),
        latest: z.array(
          z.object({
            orderId: z.number().int(),
            orderNo: z.string(),
            stars: z.number().int(),
            comment: z.string(),
            createdAt: z.string(),
          }),
        ),
      }),
    ),
  }),
});
