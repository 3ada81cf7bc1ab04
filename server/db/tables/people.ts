/** Stores, people and their access: users, roles, sessions, OTP codes, password guards, rate counters and idempotency keys. */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, type Localized } from './columns';

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** 'workshop' installs and hands over goods; 'outlet' is self-pickup only. */
  kind: text('kind', { enum: ['workshop', 'outlet'] }).notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  phone: text('phone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  openDays: jsonb('open_days').$type<number[]>().notNull(),
  opens: text('opens').notNull(),
  closes: text('closes').notNull(),
  slotCapacity: smallint('slot_capacity').notNull(),
  /**
   * The back office's week (docs/decisions/018-back-office.md): hours per ISO weekday ('1' Monday …
   * '7' Sunday; absent = closed).
   * Null: the legacy openDays/opens/closes. Saving from the office keeps those three in step for the store card.
   */
  weekHours: jsonb('week_hours').$type<Partial<Record<string, { opens: string; closes: string }>>>(),
  /** Places per hour of the slot grid ('09:00' → 3; 0 = no slot that hour). Null: slotCapacity every hour. */
  hourCapacity: jsonb('hour_capacity').$type<Partial<Record<string, number>>>(),
  /** Product categories this workshop installs. Null: every category. */
  services: jsonb('services').$type<string[]>(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    role: text('role', { enum: ['customer', 'sales', 'technician', 'manager', 'company'] }).notNull(),
    /** Staff sign-ups wait in 'pending' until a store manager or the company approves them. */
    /** 'deleted': the customer deleted their account; the row stays without personal fields. */
    status: text('status', { enum: ['active', 'pending', 'refused', 'disabled', 'deleted'] })
      .notNull()
      .default('active'),
    storeId: integer('store_id').references(() => stores.id),
    companyName: text('company_name').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    passwordHash: text('password_hash'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Why a staff sign-up was refused (shown when they try to log in). */
    reviewNote: text('review_note').notNull().default(''),
    createdAt: createdAt(),
    /** When the customer deleted the account (docs/product.md#personal-data). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.phone),
    index('users_store_idx').on(t.storeId),
    // the few staff sign-ups waiting for approval, out of a chain's 200,000 customers (manager desk)
    index('users_pending_store_idx')
      .on(t.storeId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Roles and what they are for; the role column of users references these codes. */
export const roles = pgTable('roles', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  isStaff: boolean('is_staff').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the userKey; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    /** HMAC secret for request signatures; the server must hold it to verify them. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_key_hash_uq').on(t.keyHash), index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    clientIp: text('client_ip').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_phone_idx').on(t.phone, t.createdAt), index('otp_ip_idx').on(t.clientIp, t.createdAt)],
);

/**
 * Wrong-password counters: per phone and address pair (5 in a row pause that pair), per phone across
 * all addresses and per address across all phones (NIST SP 800-63B-4 throttling). Kept for every
 * phone number, staff or not, so the answers do not tell who is staff.
 */
export const passwordGuards = pgTable('password_guards', {
  bucket: text('bucket').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Fixed-window request counters shared by every server process (uploads, anonymous leads, pickup codes). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_counters_window_idx').on(t.windowStart)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** 'u:<userId>' for a session, 'ip:<address>' otherwise, so keys of different callers never meet. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    httpStatus: smallint('http_status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);
