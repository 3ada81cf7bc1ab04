import { z } from 'zod';
import { defineCall } from './define-call';
import { id } from './fields';
import { isoDate } from './orders/stores';

/*
 * The back office's figures of extra work found on cars (server/staff/extra-work), beside the
 * dashboard and over the same range of Malaysian days (default: the last 30, today included). A
 * manager sees their store's; the company every store's, or one store's.
 */

const extraWorkFigures = {
  /** Findings with at least one quoted line, recorded in the range. */
  quotes: z.number().int(),
  linesQuoted: z.number().int(),
  /** Lines of those quotes the customer approved (paid or not) and declined; undecided ones count in neither. */
  linesApproved: z.number().int(),
  linesDeclined: z.number().int(),
  /** approved / (approved + declined); 0 when nothing was decided. */
  approvalRate: z.number(),
  /** What customers paid for extra work in the range (charges paid, service tax included). */
  extraRevenueSen: z.number().int(),
};

export const extraWorkSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object(extraWorkFigures),
  stores: z.array(z.object({ storeId: z.number().int(), storeName: z.string(), ...extraWorkFigures })),
  technicians: z.array(
    z.object({
      technicianId: z.number().int(),
      technicianName: z.string(),
      storeId: z.number().int(),
      ...extraWorkFigures,
    }),
  ),
});
export type ExtraWorkSummary = z.infer<typeof extraWorkSummarySchema>;

export const officeExtraWorkSummary = defineCall({
  path: '/api/app/office/dashboard/extra-work',
  summary:
    'Back office: extra work found on cars over a range of days: quotes sent, approval rate and extra revenue per store and per technician',
  auth: 'staff',
  mutating: false,
  payload: z
    .object({ from: isoDate.optional(), to: isoDate.optional(), storeId: id.optional() })
    .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'officeDateRange', path: ['to'] }),
  response: extraWorkSummarySchema,
});
