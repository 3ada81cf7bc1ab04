import { z } from 'zod';
import { defineCall } from '../define-call';
import { id } from '../fields';
import {
  extraDecisionsInput,
  extraWorkSchema,
  findingCategories,
  findingConditions,
  isFindingItem,
  MAX_FINDING_LINES,
  MAX_FINDING_PHOTOS,
} from '../orders/extra-work';
import { uploadId } from '../uploads';

/*
 * The staff side of extra work found on the car (the shared shapes: ../orders/extra-work.ts). The
 * technician who owns the work records findings while the car is being handed over or serviced;
 * like every step they travel through the staff app's outbox with their own Idempotency-Key. A
 * manager (or the company) records a decision the customer gave by phone.
 */

/** The most a quoted labour may cost (sen): RM 10,000, well above any workshop job. */
export const MAX_QUOTED_LABOUR_SEN = 1_000_000;

const quotedProduct = z.object({
  kind: z.literal('product'),
  productId: id,
  quantity: z.number().int().min(1).max(20).default(1),
  /** The labour per unit; the product's own installation labour when left out. */
  labourSen: z.number().int().min(0).max(MAX_QUOTED_LABOUR_SEN).optional(),
});

const quotedLabour = z.object({
  kind: z.literal('labour'),
  description: z.string().trim().min(1, 'extraLabourDescriptionRequired').max(200),
  labourSen: z.number().int().min(1).max(MAX_QUOTED_LABOUR_SEN),
});

export const quotedLineInput = z.discriminatedUnion('kind', [quotedProduct, quotedLabour]);
export type QuotedLineInput = z.input<typeof quotedLineInput>;

export const workOrderFindingAdd = defineCall({
  path: '/api/app/staff/workorder/finding/add',
  summary:
    'The technician of the work records a finding (pending handover or in service): item, condition, photos (purpose finding), note and quoted lines; the customer is told',
  auth: 'staff',
  mutating: true,
  payload: z
    .object({
      /** The work order. */
      id,
      category: z.enum(findingCategories),
      item: z.string().max(40),
      condition: z.enum(findingConditions),
      photos: z.array(uploadId).min(1, 'findingPhotoRequired').max(MAX_FINDING_PHOTOS),
      note: z.string().trim().max(500).default(''),
      lines: z.array(quotedLineInput).max(MAX_FINDING_LINES).default([]),
    })
    .refine((f) => isFindingItem(f.category, f.item), { message: 'findingItemUnknown', path: ['item'] }),
  response: z.object({ id: z.number().int(), findingId: z.number().int(), extraWork: extraWorkSchema }),
});

export const workOrderPhoneDecision = defineCall({
  path: '/api/app/staff/workorder/finding/phone-decision',
  summary:
    "A manager (or the company) records the customer's approval or decline of quoted lines given by phone: who said it and why",
  auth: 'staff',
  mutating: true,
  payload: z.object({
    /** The work order. */
    id,
    decisions: extraDecisionsInput,
    personName: z.string().trim().min(1, 'phoneDecisionPersonRequired').max(80),
    reason: z.string().trim().min(1, 'phoneDecisionReasonRequired').max(300),
  }),
  response: z.object({ id: z.number().int(), extraWork: extraWorkSchema }),
});
