import { z } from 'zod';
import { defineCall } from './define-call';
import { pageOf, pageRequest } from './fields';

/*
 * Back office, part requests: what customers asked for when a search found nothing (the user clue
 * call, GoodsEmpty). The company's sales call them back and mark each one called. The company only:
 * the requests name people and their phones, and belong to no store.
 */

export const partRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** The car as the customer chose it ('' when none). */
  car: z.string(),
  /** The part wanted, in the customer's words. */
  part: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type PartRequest = z.infer<typeof partRequestSchema>;

export const officePartRequestPage = defineCall({
  path: '/api/app/office/part/request/page',
  summary: 'Back office: part requests from customers, still to call first, newest first',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, state: z.enum(['open', 'handled']).default('open') }),
  response: pageOf(partRequestSchema).extend({ open: z.number().int() }),
});

export const officePartRequestHandle = defineCall({
  path: '/api/app/office/part/request/handle',
  summary: 'Back office: mark a part request called back (once; a repeat answers the same)',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id: z.number().int().positive() }),
  response: partRequestSchema,
});
