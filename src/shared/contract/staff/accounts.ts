import { z } from 'zod';
import { defineCall } from '../define-call';
import { id, malaysianMobile, pageOf, pageRequest } from '../fields';
import { clientLogin } from '../user';

/** Staff accounts: sign-up and its review, login, and the store's active staff (for dispatching). */

export const staffRoles = ['sales', 'technician', 'manager'] as const;
/** Roles a person may sign up for; the company role is never self-service. */
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffRegister = defineCall({
  path: '/api/app/staff/register',
  summary:
    'Staff sign-up (name, phone, company, store, role, password twice, SMS code of scene staffRegister, agreement); waits for approval',
  auth: 'public',
  mutating: true,
  payload: z.object({
    name: z.string().trim().min(1, 'nameRequired').max(80),
    phone: malaysianMobile,
    company: z.string().trim().min(1, 'companyRequired').max(120),
    storeId: id,
    role: staffRoleSchema,
    /** Checked by the server with the shared rule (8 characters, two of letters, digits, symbols). */
    password: z.string().max(128),
    confirmPassword: z.string().max(128),
    /** 'Please obtain the verification code' when empty, 'Please enter 6-digit OTP' when not 6 digits. */
    code: z
      .string()
      .trim()
      .min(1, 'otpMissing')
      .regex(/^\d{6}$/, 'otpFormat'),
    agree: z.literal(true, 'agreementRequired'),
  }),
  /** msg: 'Registration successful, wait for approval before logging in'. */
  response: z.object({ id: z.number().int(), status: z.literal('pending') }),
});

export const staffLogin = defineCall({
  path: '/api/app/staff/login',
  summary: 'Staff log in with phone and password (or with an SMS code through client-login)',
  auth: 'public',
  mutating: true,
  secretAnswer: true,
  payload: z.object({ phone: malaysianMobile, password: z.string().min(1).max(128) }),
  response: clientLogin.response,
});

export const signupStatuses = ['pending', 'active', 'refused'] as const;
export const signupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  role: z.enum(['sales', 'technician', 'manager', 'company']),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  status: z.enum(['pending', 'active', 'refused', 'disabled']),
  reviewNote: z.string(),
  createdAt: z.string(),
});
export type Signup = z.infer<typeof signupSchema>;

export const signupPage = defineCall({
  path: '/api/app/staff/signup/page',
  summary: 'Staff sign-ups to review: a manager sees their store, the company every store',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...pageRequest, status: z.enum(signupStatuses).default('pending') }),
  response: pageOf(signupSchema),
});

export const signupReview = defineCall({
  path: '/api/app/staff/signup/review',
  summary: 'Approve or refuse a pending sign-up; refusing needs a reason',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, approve: z.boolean(), reason: z.string().trim().max(200).default('') }),
  response: signupSchema,
});

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(['sales', 'technician', 'manager']),
  storeId: z.number().int(),
  /** Work orders of this person not yet completed or cancelled (to spread the load when dispatching). */
  openWork: z.number().int(),
});

export const staffMemberList = defineCall({
  path: '/api/app/staff/member/list',
  summary: 'Active staff of a store (a manager: their own store), for dispatching',
  auth: 'staff',
  mutating: false,
  payload: z.object({ storeId: id.optional(), role: z.enum(['sales', 'technician', 'manager']).optional() }),
  response: z.array(staffMemberSchema),
});
