import { z } from 'zod';
import { defineCall } from './define-call';
import { malaysianMobile, otpCode, roleSchema } from './fields';

export const userInfoSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string(),
  role: roleSchema,
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  storeAddress: z.string().nullable(),
  introduction: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const sendSms = defineCall({
  path: '/api/app/user/send/sms',
  summary:
    "Send a 6-digit one-time code by SMS; scene 'deleteAccount' goes to the logged-in caller's own phone, whatever phone is named",
  auth: 'public',
  mutating: true,
  payload: z.object({
    phone: malaysianMobile,
    scene: z.enum(['login', 'changePhone', 'staffRegister', 'deleteAccount']).default('login'),
  }),
  response: z.object({ cooldownSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
});

export const clientLogin = defineCall({
  path: '/api/app/user/client-login',
  summary: 'Log in with phone number and one-time code; the first login creates the customer',
  auth: 'public',
  mutating: true,
  secretAnswer: true,
  payload: z.object({ phone: malaysianMobile, code: otpCode }),
  response: z.object({
    userKey: z.string(),
    /** HMAC key for the `signature` header; sent only here, never again. */
    secret: z.string(),
    expiresAt: z.string(),
    userInfo: userInfoSchema,
  }),
});

export const logout = defineCall({
  path: '/api/app/user/logout',
  summary: 'End the current session',
  auth: 'user',
  mutating: true,
  payload: z.object({}),
  response: z.null(),
});

export const currentUser = defineCall({
  path: '/api/app/user/info',
  summary: 'The logged-in user',
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: userInfoSchema,
});
