import { z } from 'zod';
import { defineCall } from './define-call';

/** Web Push on this device (decision 019): the server's key, subscribe, unsubscribe, my devices. */

/** base64url of a browser's P-256 public key (65 bytes) or auth secret (16 bytes). */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'fieldInvalid');

export const pushEndpoint = z.string().url().max(2000);

export const pushKey = defineCall({
  path: '/api/app/notifications/push/key',
  summary: "The server's VAPID public key, for PushManager.subscribe",
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.object({ publicKey: z.string() }),
});

export const pushSubscribe = defineCall({
  path: '/api/app/notifications/push/subscribe',
  summary: "Keeps this browser's push subscription for the caller, in the request's language",
  auth: 'user',
  mutating: true,
  payload: z.object({
    endpoint: pushEndpoint,
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
    appVersion: z.string().max(40).default(''),
  }),
  response: z.object({ subscribed: z.literal(true) }),
});

export const pushUnsubscribe = defineCall({
  path: '/api/app/notifications/push/unsubscribe',
  summary: "Forgets this browser's push subscription at once",
  auth: 'user',
  mutating: true,
  payload: z.object({ endpoint: pushEndpoint }),
  response: z.object({ removed: z.boolean() }),
});

export const pushDeviceSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  appVersion: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  /** The subscription of the endpoint the caller sent (this browser). */
  thisDevice: z.boolean(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevices = defineCall({
  path: '/api/app/notifications/push/devices',
  summary: "The caller's devices that get notices",
  auth: 'user',
  mutating: false,
  payload: z.object({ endpoint: pushEndpoint.optional() }),
  response: z.object({ devices: z.array(pushDeviceSchema) }),
});
