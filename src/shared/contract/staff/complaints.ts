import { z } from 'zod';
import { defineCall } from '../define-call';
import { id, pageOf, pageRequest } from '../fields';
import { complaintSchema, complaintStatusSchema } from '../support';

/** Complaints as the staff follow them (the customer files them through the support area). */

export const staffComplaintSchema = complaintSchema.extend({
  customerName: z.string(),
  customerPhone: z.string(),
  plate: z.string(),
  storeId: z.number().int().nullable(),
  workOrderId: z.number().int().nullable(),
});

export const staffComplaintPage = defineCall({
  path: '/api/app/staff/complaint/page',
  summary: "Complaints on the orders of the caller's store (the company: all), newest first",
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, status: complaintStatusSchema.optional() }),
  response: pageOf(staffComplaintSchema),
});

export const staffComplaintUpdate = defineCall({
  path: '/api/app/staff/complaint/update',
  summary:
    'Follow a complaint: pending -> in_progress -> processed (with the result the customer sees); may open a rework',
  auth: 'staff',
  mutating: true,
  payload: z.object({
    id,
    status: z.enum(['in_progress', 'processed']),
    processingResult: z.string().trim().max(1000).default(''),
    rework: z
      .object({
        reason: z.string().trim().min(1, 'reworkReasonRequired').max(200),
        description: z.string().trim().min(1, 'reworkDescriptionRequired').max(1000),
      })
      .optional(),
  }),
  response: staffComplaintSchema.extend({ reworkId: z.number().int().nullable() }),
});
