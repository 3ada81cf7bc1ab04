import { z } from 'zod';
import { defineCall } from './define-call';
import { id } from './fields';
import { isoDate } from './orders/stores';

/*
 * The back office's dashboard (decision 018): numbers computed on the server by SQL over a range of
 * Malaysian days (default: the last 30, today included). A manager sees their store's; the
 * company every store's, or one store's.
 */

/** The longest range one dashboard covers. */
export const DASHBOARD_MAX_DAYS = 366;

export const uploadLagBuckets = ['under1m', 'under5m', 'under30m', 'under2h', 'over2h'] as const;
export type UploadLagBucket = (typeof uploadLagBuckets)[number];

export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first: orders paid that day and what they paid (sen). */
  days: z.array(z.object({ day: z.string(), orders: z.number().int(), revenueSen: z.number().int() })),
  totals: z.object({
    orders: z.number().int(),
    revenueSen: z.number().int(),
    /** Orders paid in the range with a refund request, and with one approved. */
    refundRequested: z.number().int(),
    refunded: z.number().int(),
    /** refunded / orders (0 when there are no orders). */
    refundRate: z.number(),
  }),
  /** Appointments per store and hour of the grid, against the places the store offered then. */
  slotUse: z.array(
    z.object({
      storeId: z.number().int(),
      storeName: z.string(),
      slot: z.string(),
      booked: z.number().int(),
      capacity: z.number().int(),
    }),
  ),
  /** The best sellers by quantity among orders paid in the range (at most 10). */
  topProducts: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      revenueSen: z.number().int(),
    }),
  ),
  /** Handover and return photos: from being taken on the phone to arriving on the server. */
  uploadLag: z.object({
    count: z.number().int(),
    medianSeconds: z.number().nullable(),
    p90Seconds: z.number().nullable(),
    maxSeconds: z.number().nullable(),
    buckets: z.array(z.object({ bucket: z.enum(uploadLagBuckets), count: z.number().int() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const officeDashboardSummary = defineCall({
  path: '/api/app/office/dashboard/summary',
  summary:
    'Back office: orders and revenue per day, refund rate, slot use per store and hour, top products and photo upload lag over a range of days',
  auth: 'staff',
  mutating: false,
  payload: z
    .object({ from: isoDate.optional(), to: isoDate.optional(), storeId: id.optional() })
    .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'officeDateRange', path: ['to'] }),
  response: dashboardSchema,
});
