import { z } from 'zod';
import { auditActions, auditSectionList } from './audit-sections';
import { defineCall } from './define-call';
import { id, keyedPageOf, keyedPageRequest, roleSchema } from './fields';
import { isoDate } from './orders/stores';

/*
 * The back office's audit log (decision 018; docs/product.md#audit-log): who changed what and when,
 * newest first, filtered by who did it, the section the change belongs to (audit-sections.ts) and
 * Malaysian calendar days. The company reads everything; a manager their store's rows and the
 * catalogue's (rows with no store), whatever the filters ask.
 */

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  actorRole: roleSchema,
  storeId: z.number().int().nullable(),
  action: z.enum(auditActions),
  /** What was changed: a SKU, an order number, a person, or the file's row count for an import. */
  subject: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The log's filters, each optional. Dates are Malaysian days (UTC+8), both included. */
export const officeAuditFilter = z
  .object({
    /** Who made the change (a user id from officeAuditPeople). */
    actorId: id.optional(),
    section: z.enum(auditSectionList).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'officeDateRange', path: ['to'] });
export type OfficeAuditFilter = z.input<typeof officeAuditFilter>;

export const officeAuditPage = defineCall({
  path: '/api/app/office/audit/page',
  summary:
    'Back office: the audit log, newest first (the company: everything; a manager: their store and the catalogue), filtered by person, section and date range',
  auth: 'staff',
  mutating: false,
  payload: z.object({ ...keyedPageRequest, filter: officeAuditFilter.default({}) }),
  response: keyedPageOf(auditEntrySchema),
});

export const auditPersonSchema = z.object({ id: z.number().int(), name: z.string(), role: roleSchema });
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const officeAuditPeople = defineCall({
  path: '/api/app/office/audit/people',
  summary:
    'Back office: the people who made a change in the audit log the caller reads (the person filter’s choices), by name',
  auth: 'staff',
  mutating: false,
  payload: z.object({}),
  response: z.object({ list: z.array(auditPersonSchema) }),
});
