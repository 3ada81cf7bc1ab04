import { z } from 'zod';
import { defineCall } from '../define-call';
import { id } from '../fields';
import { extraChargeStatuses } from './extra-work';
import { paymentMethodSchema } from './payments';

/**
 * Paying an extra-work charge (./extra-work.ts) through the gateway, as an order is paid
 * (./payments.ts): the same checkout, verdicts and reconciliation (docs/decisions/020).
 */

export const orderExtraWorkPay = defineCall({
  path: '/api/app/order/extra-work/pay/param',
  summary: 'Start paying an unpaid extra-work charge through the gateway (once the car is in service)',
  auth: 'user',
  mutating: true,
  payload: z.object({ orderId: id, chargeId: id, method: paymentMethodSchema.optional() }),
  response: z.object({
    reference: z.string(),
    amountSen: z.number().int(),
    /** Our address that opens the gateway's checkout; the gateway returns the payer to the app's Pay page. */
    paymentUrl: z.string(),
  }),
});

export const orderExtraWorkPayStatus = defineCall({
  path: '/api/app/order/extra-work/pay/status',
  summary:
    'Where the payment of an extra-work charge stands; `cancelled: true` records that the payer cancelled. Only the gateway’s verified word pays',
  auth: 'user',
  mutating: true,
  payload: z.object({
    orderId: id,
    chargeId: id,
    reference: z.string().max(64).optional(),
    cancelled: z.boolean().default(false),
  }),
  response: z.object({
    orderId: z.number().int(),
    chargeId: z.number().int(),
    status: z.enum(extraChargeStatuses),
    /** 'waiting': back from the gateway before its word arrived. */
    payStatus: z.enum(['unpaid', 'waiting', 'paid', 'cancelled']),
    amountSen: z.number().int(),
    paidAt: z.string().nullable(),
  }),
});
