import { z } from 'zod';
import { defineCall } from './define-call';
import { keyedPageOf, keyedPageRequest, roleSchema } from './fields';

/*
 * Back office, the data requests log (docs/product.md#data-requests-log): every request for a copy
 * of a person's data or for the deletion of their account, newest first, with who asked and when
 * it was answered. The company only: it names customers of every store.
 */

export const dataRequestKinds = ['export', 'deletion'] as const;
export const dataRequestStatuses = ['preparing', 'ready', 'expired', 'failed', 'done', 'refused'] as const;

export const dataRequestEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(dataRequestKinds),
  status: z.enum(dataRequestStatuses),
  customerId: z.number().int(),
  /** The customer's phone while the account exists; null once it was deleted. */
  customerPhone: z.string().nullable(),
  /** Who asked: the customer themselves, or an office member for them; null when unknown. */
  requestedBy: z.object({ id: z.number().int(), name: z.string(), role: roleSchema, self: z.boolean() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  note: z.string(),
});
export type DataRequestEntry = z.infer<typeof dataRequestEntrySchema>;

export const officeDataRequestPage = defineCall({
  path: '/api/app/office/data-request/page',
  summary:
    'Back office: requests for a copy of data or an account deletion, newest first, filtered by kind (the company)',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...keyedPageRequest, kind: z.enum(dataRequestKinds).optional() }),
  response: keyedPageOf(dataRequestEntrySchema),
});
