import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// ---- shared by every server process (docs/decisions/017-scale-out.md) ----------------------

/** Raw bytes: Buffer from node-postgres, Uint8Array from PGlite; written as either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded images when MEDIA_STORAGE=postgres: one row per object, its bytes in numbered chunks of
 * at most 256 KB, so a read streams chunk by chunk and no row is large. The object row is written
 * last, in the same transaction: an object is either whole or absent.
 */
export const mediaObjects = pgTable('media_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  chunks: integer('chunks').notNull(),
  createdAt: createdAt(),
});

export const mediaChunks = pgTable(
  'media_chunks',
  {
    key: text('key').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);

/** Keys every process must share and no one configured (the signed media address key). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Development SMS adapter only: the last code sent to a phone, readable by /api/dev/sms/latest on any process. */
export const devSmsCodes = pgTable('dev_sms_codes', {
  phone: text('phone').primaryKey(),
  code: text('code').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
