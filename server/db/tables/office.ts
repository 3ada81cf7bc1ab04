import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores, users } from './people';

// ---- back office --------------------------------------------------------------------------

/** Every back-office change: who, what, when, and the fields before and after (issue 18). */
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
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_store_idx').on(t.storeId, t.at)],
);
