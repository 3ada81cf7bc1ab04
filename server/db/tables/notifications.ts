import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { vehicles } from './customer';
import { orders } from './orders';
import { users } from './people';
import { messages } from './support';

// ---- notifications (docs/decisions/019-notifications.md) --------------------------------------

/** One browser's Web Push subscription; a device is unique by its push service endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'en' | 'ms' | 'zh': the language the device's notices are written in. */
    language: text('language').notNull(),
    appVersion: text('app_version').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The outbox of notices (decision 019): written by `notify()` in the transaction of the change it
 * reports, sent after commit by whichever process claims it first.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'push' | 'sms' */
    channel: text('channel').notNull(),
    /** 'pending' | 'sent' | 'skipped' (nobody to send to, or the SMS cap) | 'failed' (attempts used up) */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_message_channel_uq').on(t.messageId, t.channel),
    index('notification_deliveries_due_idx').on(t.state, t.nextAttemptAt),
    index('notification_deliveries_user_idx').on(t.userId),
  ],
);

/**
 * Timed notices, run once by whichever process claims them after due_at: appointment reminders
 * (of an order) and service reminders (of a garage car; a deleted car leaves its notices without one).
 */
export const scheduledNotices = pgTable(
  'scheduled_notices',
  {
    id: serial('id').primaryKey(),
    /** 'appointmentDayBefore' | 'appointmentTwoHours' (order) | 'serviceDueWeek' | 'serviceDueDay' (vehicle) */
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 'pending' | 'done' | 'cancelled' */
    state: text('state').notNull().default('pending'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('scheduled_notices_due_idx').on(t.state, t.dueAt),
    index('scheduled_notices_user_idx').on(t.userId),
    index('scheduled_notices_order_idx').on(t.orderId),
    index('scheduled_notices_vehicle_idx').on(t.vehicleId),
  ],
);

/** SMS notices sent per phone per Malaysia day: the daily cap is an atomic upsert on this row. */
export const smsNoticeCounts = pgTable(
  'sms_notice_counts',
  {
    phone: text('phone').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.phone, t.day] })],
);

/** The language a user last used the app in: the language of their SMS notices. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
