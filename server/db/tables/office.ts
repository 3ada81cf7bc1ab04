import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from './columns';
import { stores, users } from './people';

// ---- back office --------------------------------------------------------------------------

/**
 * Every back-office change: who, what, when, and the fields before and after
 * (docs/decisions/018-back-office.md).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The store the change belongs to; null for company-wide things (the catalogue). */
    storeId: integer('store_id').references(() => stores.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    changes: jsonb('changes').$type<{ field: string; before: string; after: string }[]>().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_store_idx').on(t.storeId, t.at),
    // the log's filters (server/office/audit.ts): one person's rows newest first; the people of a
    // store's rows, one probe each; a section's actions by time
    index('audit_log_actor_at_idx').on(t.actorId, t.at, t.id),
    index('audit_log_store_actor_idx').on(t.storeId, t.actorId),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);

/** A store closed on a date or range of dates (inclusive), with a reason the customer never sees. */
export const storeClosures = pgTable(
  'store_closures',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_closures_store_idx').on(t.storeId, t.toDate),
    index('store_closures_created_by_idx').on(t.createdBy),
  ],
);

/** Malaysian public holidays: state null is federal (every store); otherwise the stores of that state. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date').notNull(),
    state: text('state'),
    name: jsonb('name').$type<Localized>().notNull(),
  },
  (t) => [index('public_holidays_date_idx').on(t.date)],
);

/**
 * App versions seen per device and day (adoption, docs/decisions/018-back-office.md): one row per
 * device, version and day, written in batches off the request path
 * (server/office/releases/adoption-recorder.ts).
 */
export const appVersionDays = pgTable(
  'app_version_days',
  {
    day: date('day').notNull(),
    device: text('device').notNull(),
    version: text('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.device, t.version] })],
);
