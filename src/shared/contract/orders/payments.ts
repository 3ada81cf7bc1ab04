import { z } from 'zod';
import { defineCall } from '../define-call';
import { orderStatusSchema, payStatusSchema } from './orders';

/** Paying an order through the gateway, and its status. */

export const paymentMethods = ['fpx', 'card', 'tng', 'grabpay', 'boost', 'duitnow'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = (typeof paymentMethods)[number];

export const payParam = defineCall({
  path: '/api/app/order/vehicle/order/pay/param',
  summary: 'Start paying an unpaid order: where to send the payer',
  auth: 'user',
  mutating: true,
  payload: z.object({ orderId: z.number().int().positive() }),
  response: z.object({
    reference: z.string(),
    amountSen: z.number().int(),
    /** The gateway's checkout page; it returns the payer to the app's Pay page. */
    paymentUrl: z.string(),
    expiresAt: z.string(),
  }),
});

export const payStatusCall = defineCall({
  path: '/api/app/order/vehicle/order/update/pay/status',
  summary: 'The payment state of an order; `cancelled: true` records that the payer cancelled',
  auth: 'user',
  mutating: true,
  payload: z.object({
    orderId: z.number().int().positive(),
    reference: z.string().max(64).optional(),
    cancelled: z.boolean().default(false),
  }),
  response: z.object({
    orderId: z.number().int(),
    status: orderStatusSchema,
    payStatus: payStatusSchema,
    paidAt: z.string().nullable(),
  }),
});
