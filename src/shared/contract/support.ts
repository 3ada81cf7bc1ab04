import { z } from 'zod';
import { defineCall } from './define-call';
import { id, pageOf, pageRequest } from './fields';
import { uploadId } from './uploads';

// ---- complaints (docs/product.md#complaint, #complaint-states) ----------------------------------

export const complaintStatuses = ['pending', 'in_progress', 'processed'] as const;
export const complaintStatusSchema = z.enum(complaintStatuses);
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;
export const MAX_COMPLAINT_SCREENSHOTS = 6;
export const MAX_COMPLAINT_LENGTH = 500;

export const complaintSchema = z.object({
  id: z.number().int(),
  /** 'CP' + date (yyyymmdd, Malaysia time) + 4-digit sequence of the day, e.g. CP202601150001. */
  complaintNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  content: z.string(),
  /** Signed image addresses, valid for a few hours. */
  screenshots: z.array(z.string()),
  status: complaintStatusSchema,
  processingResult: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintAdd = defineCall({
  path: '/api/app/order/vehicle/order/complaint',
  summary: "File a complaint about one of the caller's orders, with up to 6 screenshots (uploads of the caller)",
  auth: 'user',
  mutating: true,
  payload: z.object({
    orderId: id,
    content: z.string().trim().min(1).max(MAX_COMPLAINT_LENGTH),
    screenshots: z.array(uploadId).max(MAX_COMPLAINT_SCREENSHOTS).default([]),
  }),
  response: complaintSchema,
});

export const complaintPage = defineCall({
  path: '/api/app/order/vehicle/order/complaint/page',
  summary: "The caller's complaints, newest first",
  auth: 'user',
  mutating: false,
  payload: z.object({ ...pageRequest, orderId: id.optional(), status: complaintStatusSchema.optional() }),
  response: pageOf(complaintSchema),
});

// ---- feedback (docs/product.md#feedback, #feedback-rules) ---------------------------------------

export const feedbackTypes = ['suggestion', 'bug', 'service', 'other'] as const;
export const feedbackTypeSchema = z.enum(feedbackTypes);
/**
 * Up to 5 images with the English interface, 3 with Malay or Chinese (docs/product.md#feedback-rules). The
 * limit follows the interface language ON PURPOSE (the spec's help texts differ); the server applies it by
 * the `language` header.
 */
export const FEEDBACK_MAX_IMAGES = { en: 5, ms: 3, zh: 3 } as const;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_FEEDBACK_LENGTH = 1000;

export const feedbackAdd = defineCall({
  path: '/api/app/user/feedback/add',
  summary:
    'Send feedback: type and content required, images (uploads of purpose feedback, 5 MB each) 5 in English, 3 in Malay or Chinese',
  auth: 'user',
  mutating: true,
  payload: z.object({
    type: feedbackTypeSchema,
    content: z.string().trim().min(1).max(MAX_FEEDBACK_LENGTH),
    images: z.array(uploadId).max(FEEDBACK_MAX_IMAGES.en).default([]),
  }),
  response: z.object({ id: z.number().int() }),
});

// ---- help robot ------------------------------------------------------------------------------

export const robotAsk = defineCall({
  path: '/api/app/user/poe-robot/data',
  summary: 'The help robot: answers common questions from the ROBOT dictionary in the request language',
  auth: 'public',
  mutating: false,
  payload: z.object({ question: z.string().trim().min(1).max(200) }),
  response: z.object({
    answer: z.string(),
    /** False when nothing matched and `answer` is the fallback listing the topics. */
    matched: z.boolean(),
    /** Topic names in the request language; sending one as the question answers it. */
    topics: z.array(z.string()),
  }),
});
