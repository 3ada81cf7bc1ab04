import { z } from 'zod';
import { defineCall } from '../define-call';
import { orderStatusSchema, payStatusSchema } from './orders';

/** Paying an order through the gateway, and its status (docs/decisions/020). */

/** Every method a gateway may offer; each gateway offers some of them (`payMethods`). */
export const paymentMethods = ['fpx', 'card', 'tng', 'grabpay', 'boost', 'duitnow'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = (typeof paymentMethods)[number];

export const gatewayNames = ['sandbox', 'stripe'] as const;

export const payMethods = defineCall({
  path: '/api/app/order/vehicle/order/pay/methods',
  summary: 'The payment methods the configured gateway takes, in the order to offer them',
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.object({
    gateway: z.enum(gatewayNames),
    /** 'live' moves real money; 'test' and 'sandbox' do not (the app says so). */
    mode: z.enum(['sandbox', 'test', 'live']),
    methods: z.array(paymentMethodSchema),
  }),
});

export const payParam = defineCall({
  path: '/api/app/order/vehicle/order/pay/param',
  summary: 'Start paying an unpaid order with a method the gateway takes: where to send the payer',
  auth: 'user',
  mutating: true,
  payload: z.object({
    orderId: z.number().int().positive(),
    /** Absent (apps before 1.2): the gateway's page offers every method it takes. */
    method: paymentMethodSchema.optional(),
  }),
  response: z.object({
    reference: z.string(),
    amountSen: z.number().int(),
    /** Our address that opens the gateway's checkout; the gateway returns the payer to the app's Pay page. */
    paymentUrl: z.string(),
    expiresAt: z.string(),
  }),
});

export const payStatusCall = defineCall({
  path: '/api/app/order/vehicle/order/update/pay/status',
  summary:
    'The payment state of an order; `cancelled: true` records that the payer cancelled. The browser’s return never pays: only the gateway’s verified word does',
  auth: 'user',
  mutating: true,
  payload: z.object({
    orderId: z.number().int().positive(),
    reference: z.string().max(64).optional(),
    cancelled: z.boolean().default(false),
  }),
  response: z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    status: orderStatusSchema,
    payStatus: payStatusSchema,
    amountSen: z.number().int(),
    paidAt: z.string().nullable(),
  }),
});
