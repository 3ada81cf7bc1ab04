import { z } from 'zod';
import { defineCall } from '../define-call';
import { type WorkOrderStatus, workOrderStatuses } from './work-orders';

/** The manager desk's overview: work in progress per store. */

export const storeOverview = defineCall({
  path: '/api/app/staff/store/overview',
  summary:
    'Work in progress per store (a manager: their store; the company: every store, and the mail orders that belong to none)',
  auth: 'staff',
  mutating: false,
  payload: z.object({}),
  response: z.object({
    stores: z.array(
      z.object({
        storeId: z.number().int(),
        storeName: z.string(),
        counts: z.object(
          Object.fromEntries(workOrderStatuses.map((s) => [s, z.number().int()])) as Record<
            WorkOrderStatus,
            z.ZodNumber
          >,
        ),
        openComplaints: z.number().int(),
        pendingRefunds: z.number().int(),
        overdueRefunds: z.number().int(),
        pendingSignups: z.number().int(),
      }),
    ),
    /** Mail orders belong to no store; for whoever reviews their refunds (the company), else null. */
    mailOrders: z
      .object({ pendingRefunds: z.number().int(), overdueRefunds: z.number().int(), openComplaints: z.number().int() })
      .nullable(),
  }),
});
