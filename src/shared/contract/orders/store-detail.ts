import { z } from 'zod';
import { productCategorySchema } from '../catalog';
import { defineCall } from '../define-call';
import { storeSchema } from './stores';

/** How far ahead the store page lists a store's closures and the public holidays of its state. */
export const STORE_CLOSURES_DAYS = 60;

export const storeDetailSchema = storeSchema.omit({ distanceKm: true }).extend({
  /** Monday (1) to Sunday (7); null hours on a weekly day off. */
  week: z.array(
    z.object({
      weekday: z.number().int().min(1).max(7),
      hours: z.object({ opens: z.string(), closes: z.string() }).nullable(),
    }),
  ),
  /** The product categories it installs (none for an outlet, which only hands goods over). */
  services: z.array(productCategorySchema),
  /** Its closures and public holidays from today, consecutive days of one cause as one run. */
  closures: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      reason: z.enum(['closure', 'holiday']),
      /** The holiday's name in the reader's language; empty for a closure (its reason is the store's own). */
      name: z.string(),
    }),
  ),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

/** One store for its page: hours per weekday, what it installs, when it is closed. */
export const storeDetail = defineCall({
  path: '/api/app/order/vehicle/door/store/detail',
  summary:
    'One store for its page: address, phone, position, hours per weekday, the categories it installs, and its closures and public holidays of the next 60 days',
  auth: 'public',
  mutating: false,
  payload: z.object({ storeId: z.number().int().positive() }),
  response: storeDetailSchema,
});
