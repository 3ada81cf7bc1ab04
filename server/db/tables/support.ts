/** Support and the inbox: complaints, feedback, messages, uploads. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type Localized } from './columns';
import { users } from './people';
import { orders } from './orders';

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    complaintNo: text('complaint_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's store (installation or pickup; mail 0), set by the database (migration 0023). */
    storeKey: integer('store_key').notNull().default(0),
    content: text('content').notNull(),
    screenshots: jsonb('screenshots').$type<string[]>().notNull(),
    status: text('status', { enum: ['pending', 'in_progress', 'processed'] }).notNull(),
    processingResult: text('processing_result').notNull().default(''),
    handlerId: integer('handler_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaints_user_idx').on(t.userId),
    index('complaints_order_idx').on(t.orderId),
    index('complaints_handler_idx').on(t.handlerId),
    index('complaints_store_created_idx').on(t.storeKey, t.createdAt, t.id),
    index('complaints_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'in_progress')`),
    // the open complaints per store, counted from the index (server/staff/overview; built online:
    // online-indexes/0032_overview_counts.sql)
    index('complaints_open_store_idx')
      .on(t.storeKey)
      .where(sql`${t.status} in ('pending', 'in_progress')`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    refType: text('ref_type'),
    refId: integer('ref_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    mime: text('mime').notNull(),
    /** Size of the stored (re-encoded) file. */
    bytes: integer('bytes').notNull(),
    /** Size of the file as the user sent it (the 5 MB feedback limit applies to this). */
    sourceBytes: integer('source_bytes').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    /**
     * When the photo was taken (queued in the app's outbox), as the app says; the dashboard's
     * upload lag is createdAt (arrival) minus this. Null when the app did not say.
     */
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId, t.createdAt),
    index('uploads_photo_lag_idx')
      .on(t.createdAt, t.capturedAt, t.ownerId)
      .where(sql`${t.purpose} in ('handover', 'return', 'group') and ${t.capturedAt} is not null`),
  ],
);
