import { z } from 'zod';
import { defineCall } from './define-call';
import { otpCode } from './fields';
import { orderStatusSchema } from './orders';

/** Personal data rights (docs/product.md#personal-data). */

// ---- deleting my account (docs/product.md#personal-data-deletion) -------------------------------

/** An order named in the deletion preview: the one that blocks it, or one that will be cancelled. */
export const deletionOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: orderStatusSchema,
  /** 'inService': paid and not finished; 'refundPending': a refund is still being decided or paid. */
  reason: z.enum(['inService', 'refundPending', 'unpaid']),
});
export type DeletionOrder = z.infer<typeof deletionOrderSchema>;

export const accountDeletionPreview = defineCall({
  path: '/api/app/user/deletion/preview',
  summary: 'What deleting my account would do now: the orders that block it and the unpaid ones it would cancel',
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.object({
    /** Staff accounts are deactivated by the office, never deleted by themselves. */
    allowed: z.boolean(),
    isStaff: z.boolean(),
    blocking: z.array(deletionOrderSchema),
    cancelled: z.array(deletionOrderSchema),
    /** The number the code goes to (send/sms scene 'deleteAccount'). */
    phone: z.string(),
  }),
});

export const accountDelete = defineCall({
  path: '/api/app/user/deletion/confirm',
  summary:
    "Delete my account with the code sent to my own phone (send/sms scene 'deleteAccount'); cancels unpaid orders and ends every session",
  auth: 'user',
  mutating: true,
  payload: z.object({ code: otpCode }),
  /** msg is 'Your account was deleted'; the app logs out. */
  response: z.object({ deleted: z.literal(true), cancelledOrders: z.array(z.string()) }),
});
