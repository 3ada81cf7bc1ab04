/** Personal data rights (docs/product.md#personal-data): requests for a copy or a deletion, and marketing consent. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './people';

/**
 * One request about a person's data: a copy (`export`) or the deletion of the account (`deletion`).
 * The office's data requests log reads these rows; they are kept after the account is deleted (the
 * user row stays, without personal fields) as the record that the request was answered.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['export', 'deletion'] }).notNull(),
    /** export: preparing → ready → expired (or failed); deletion: done, or refused with a reason. */
    status: text('status', { enum: ['preparing', 'ready', 'expired', 'failed', 'done', 'refused'] }).notNull(),
    /** Who asked: the person, or the office member who acted for them. */
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** export: the prepared file under the data directory, its size, and when its link stops working. */
    fileKey: text('file_key'),
    fileBytes: integer('file_bytes'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Why it was refused or failed, in the office's words (not shown to the customer). */
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('data_requests_user_idx').on(t.userId, t.createdAt),
    index('data_requests_requested_by_idx').on(t.requestedBy),
    index('data_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Marketing consent, one row per change (the history is the record): a channel turned on or off,
 * when, and which version of the wording the person was shown. Order notices need no consent;
 * marketing goes only to people whose latest row for that channel grants it.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['push', 'sms'] }).notNull(),
    granted: boolean('granted').notNull(),
    wordingVersion: text('wording_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('marketing_consents_user_idx').on(t.userId, t.channel, t.createdAt)],
);
