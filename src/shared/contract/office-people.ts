import { z } from 'zod';
import { defineCall } from './define-call';
import { id, pageOf, pageRequest } from './fields';

/*
 * Back office, people (decision 018): the staff of a store (the company: of every store), their role
 * and store, deactivation that ends their sessions at once. Sign-up approvals go through the one
 * review call of the staff desk (`signupReview`, server/staff/accounts): the office lists the
 * waiting sign-ups here and reviews them there. Messages are server text keys (texts/office-people.ts).
 */

export const personStatuses = ['active', 'pending', 'disabled', 'refused'] as const;
export const officeStaffRoles = ['sales', 'technician', 'manager', 'company'] as const;

export const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(officeStaffRoles),
  status: z.enum(personStatuses),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const officePeoplePage = defineCall({
  path: '/api/app/office/people/page',
  summary: 'Back office: staff by status, name or phone (a manager: their store only), paged',
  auth: 'staff',
  mutating: false,
  payload: z.object({
    ...pageRequest,
    status: z.enum(personStatuses).default('active'),
    keyword: z.string().trim().max(60).optional(),
  }),
  response: pageOf(personSchema),
});

export const officePersonUpdate = defineCall({
  path: '/api/app/office/people/update',
  summary:
    'Back office: change a person’s role and store (a manager: sales, technician or manager of their own store; the company: anything)',
  auth: 'staff',
  mutating: true,
  payload: z
    .object({ id, role: z.enum(officeStaffRoles), storeId: id.nullable() })
    .refine((p) => p.role === 'company' || p.storeId !== null, { message: 'officeStoreRequired', path: ['storeId'] }),
  response: personSchema,
});

export const officePersonDeactivate = defineCall({
  path: '/api/app/office/people/deactivate',
  summary: 'Back office: deactivate a person; every session of theirs ends at once',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id }),
  response: personSchema,
});

export const officePersonActivate = defineCall({
  path: '/api/app/office/people/activate',
  summary: 'Back office: let a deactivated person log in again',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id }),
  response: personSchema,
});
