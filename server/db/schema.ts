/**
 * The whole database: one table per entity of spec §3 plus the plumbing (sessions, OTP codes,
 * idempotency keys, uploads). Money is integer sen; times are timestamptz (shown in Malaysia time).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type Localized = { en: string; ms: string; zh: string };

// ---- people and access ----------------------------------------------------------------------

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
    status: text('status', { enum: ['active', 'pending', 'refused', 'disabled'] })
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
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.phone)],
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

// ---- content ------------------------------------------------------------------------------

export const dictionary = pgTable(
  'dictionary',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    dictionaryId: text('dictionary_id').notNull(),
    labelName: text('label_name').notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dictionary_lookup_idx').on(t.companyId, t.dictionaryId, t.sort)],
);

export const appReleases = pgTable('app_releases', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  minSupportedVersion: text('min_supported_version').notNull(),
  notes: text('notes').notNull().default(''),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  image: text('image').notNull(),
  jumpType: text('jump_type', { enum: ['category', 'product', 'page'] }).notNull(),
  jumpValue: text('jump_value').notNull(),
  sort: integer('sort').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

// ---- catalogue ----------------------------------------------------------------------------

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull(),
});

export const vehicleSpecs = pgTable(
  'vehicle_specs',
  {
    id: serial('id').primaryKey(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    yearFrom: smallint('year_from').notNull(),
    yearTo: smallint('year_to').notNull(),
    variant: text('variant').notNull(),
    engine: text('engine').notNull(),
    transmission: text('transmission').notNull(),
    bodyType: text('body_type').notNull(),
    wiperLongIn: smallint('wiper_long_in'),
    wiperShortIn: smallint('wiper_short_in'),
    wiperRearIn: smallint('wiper_rear_in'),
    tyreSizes: jsonb('tyre_sizes').$type<string[]>().notNull(),
  },
  (t) => [index('vehicle_specs_make_model_idx').on(t.make, t.model)],
);

export type Fitment =
  | { kind: 'universal' }
  | { kind: 'wiper'; position: 'long' | 'short' | 'rear'; sizeIn: number }
  | { kind: 'tyre'; size: string }
  | { kind: 'models'; models: { make: string; model: string; yearFrom?: number; yearTo?: number }[] }
  | { kind: 'bodyType'; bodyTypes: string[] };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    priceSen: integer('price_sen').notNull(),
    originalPriceSen: integer('original_price_sen'),
    labourSen: integer('labour_sen').notNull().default(0),
    size: text('size'),
    colour: text('colour'),
    stock: integer('stock').notNull(),
    fitment: jsonb('fitment').$type<Fitment>().notNull(),
    image: text('image').notNull(),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('products_category_idx').on(t.category, t.priceSen),
    index('products_brand_idx').on(t.brand),
    // the last line of defence: an order that would oversell fails instead of storing -20
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * One row (id 1) whose version grows with every change of the searchable catalogue: triggers of
 * migration 0004 bump it in the same transaction as any insert, delete or update of products (a
 * change of stock alone excepted) and of vehicle_specs. A process keeps the catalogue in memory
 * (server/catalog/catalogue.ts) and knows its copy is current when the number has not moved.
 */
export const catalogVersions = pgTable('catalog_versions', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  kind: text('kind', { enum: ['amount', 'percent'] }).notNull(),
  value: integer('value').notNull(),
  minSpendSen: integer('min_spend_sen').notNull(),
  maxDiscountSen: integer('max_discount_sen'),
  category: text('category'),
  validFrom: date('valid_from').notNull(),
  validTo: date('valid_to').notNull(),
});

export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    usedOrderId: integer('used_order_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_coupons_uq').on(t.userId, t.couponId)],
);

// ---- customer data ------------------------------------------------------------------------

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    specId: integer('spec_id').references(() => vehicleSpecs.id),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: smallint('year').notNull(),
    variant: text('variant').notNull(),
    engine: text('engine').notNull(),
    transmission: text('transmission').notNull(),
    plate: text('plate').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    wiperLongIn: smallint('wiper_long_in'),
    wiperShortIn: smallint('wiper_short_in'),
    wiperRearIn: smallint('wiper_rear_in'),
    tintFrontWindscreen: smallint('tint_front_windscreen'),
    tintFrontSide: smallint('tint_front_side'),
    tintRearSide: smallint('tint_rear_side'),
    tintRearWindscreen: smallint('tint_rear_windscreen'),
    seatPosition: text('seat_position'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicles_user_idx').on(t.userId),
    // at most one default car per user; the garage service keeps exactly one while cars exist
    uniqueIndex('vehicles_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    specId: integer('spec_id').references(() => vehicleSpecs.id),
    carYear: smallint('car_year'),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_user_idx').on(t.userId),
    // one line per product and car, so parallel adds grow one line instead of making several
    unique('cart_line_uq').on(t.userId, t.productId, t.specId, t.carYear).nullsNotDistinct(),
  ],
);

/** "User clue": a logged-out visitor leaves car and contact details for a sales follow-up. */
export const userClues = pgTable('user_clues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  car: jsonb('car').$type<Record<string, unknown>>().notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

// ---- orders, payment, refunds --------------------------------------------------------------

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    payStatus: text('pay_status').notNull(),
    orderType: text('order_type', { enum: ['install', 'pickup', 'mail'] }).notNull(),
    plate: text('plate').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    specId: integer('spec_id').references(() => vehicleSpecs.id),
    salespersonId: integer('salesperson_id').references(() => users.id),
    technicianId: integer('technician_id').references(() => users.id),
    remarks: text('remarks').notNull().default(''),
    totalSen: integer('total_sen').notNull(),
    serviceFeeSen: integer('service_fee_sen').notNull().default(0),
    serviceTaxSen: integer('service_tax_sen').notNull().default(0),
    shippingFeeSen: integer('shipping_fee_sen').notNull().default(0),
    discountSen: integer('discount_sen').notNull().default(0),
    couponCode: text('coupon_code'),
    actualPaySen: integer('actual_pay_sen').notNull(),
    storeId: integer('store_id').references(() => stores.id),
    appointmentDate: date('appointment_date'),
    appointmentSlot: text('appointment_slot'),
    cmsOrderNo: text('cms_order_no'),
    pickupMethod: text('pickup_method'),
    /** Who collected a self-pickup order for the customer (pickup_method 'proxy'); '' otherwise. */
    collectorName: text('collector_name').notNull().default(''),
    mailingAddress: jsonb('mailing_address').$type<Record<string, string>>(),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    pickupStoreId: integer('pickup_store_id').references(() => stores.id),
    pickupCode: text('pickup_code'),
    arrivalRemarks: text('arrival_remarks').notNull().default(''),
    expressNo: text('express_no'),
    expressCompany: text('express_company'),
    /** When sales packed a mail order; shipping needs it. */
    packedAt: timestamp('packed_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_store_slot_idx').on(t.storeId, t.appointmentDate, t.appointmentSlot),
  ],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  sku: text('sku').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  priceSen: integer('price_sen').notNull(),
  labourSen: integer('labour_sen').notNull(),
  quantity: integer('quantity').notNull(),
  size: text('size'),
  colour: text('colour'),
});

/** The status timeline shown in OrderDetails. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  provider: text('provider').notNull(),
  reference: text('reference').notNull().unique(),
  method: text('method'),
  amountSen: integer('amount_sen').notNull(),
  status: text('status').notNull(),
  callback: jsonb('callback'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Money going back through the gateway, recorded in the transaction that decided it and sent after
 * that transaction committed (docs/decisions/012). One per payment at most, so a payment can never
 * be refunded twice; the gateway call carries `refund-<id>` as its idempotency key.
 */
export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountSen: integer('amount_sen').notNull(),
    /** 'customerRefund': an approved refund request; 'latePayment': money for an order that could not take it. */
    reason: text('reason', { enum: ['customerRefund', 'latePayment'] }).notNull(),
    refundId: integer('refund_id').references(() => refunds.id),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: a lease while one process sends it, then the back-off after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    gatewayReference: text('gateway_reference'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gateway_refunds_payment_uq').on(t.paymentId),
    index('gateway_refunds_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  reason: text('reason').notNull(),
  contact: text('contact').notNull(),
  status: text('status').notNull(),
  reviewNote: text('review_note').notNull().default(''),
  reviewerId: integer('reviewer_id'),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- staff work ---------------------------------------------------------------------------

export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    workNo: text('work_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    technicianId: integer('technician_id').references(() => users.id),
    salesId: integer('sales_id').references(() => users.id),
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    remarks: text('remarks').notNull().default(''),
    workDate: date('work_date'),
    estimatedCompletionAt: timestamp('estimated_completion_at', { withTimezone: true }),
    expectedDeliveryDate: date('expected_delivery_date'),
    oldFilmRemoved: boolean('old_film_removed'),
    oldFilmQuantity: smallint('old_film_quantity'),
    oldFilmImage: text('old_film_image'),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('work_orders_store_idx').on(t.storeId, t.status)],
);

export const workOrderSignoffs = pgTable('work_order_signoffs', {
  id: serial('id').primaryKey(),
  workOrderId: integer('work_order_id')
    .notNull()
    .references(() => workOrders.id),
  orderItemId: integer('order_item_id')
    .notNull()
    .references(() => orderItems.id),
  status: text('status', { enum: ['pending', 'signed'] })
    .notNull()
    .default('pending'),
  signerName: text('signer_name'),
  signatureImage: text('signature_image'),
  signedAt: timestamp('signed_at', { withTimezone: true }),
});

export const vehicleHandovers = pgTable('vehicle_handovers', {
  id: serial('id').primaryKey(),
  workOrderId: integer('work_order_id')
    .notNull()
    .references(() => workOrders.id),
  /** 'handover' when the car comes in, 'return' when it goes back to the customer. */
  kind: text('kind', { enum: ['handover', 'return'] }).notNull(),
  /** Photo slot -> upload id: frontLeft45, frontRight45, rearLeft45, rearRight45, engine, roof, trunk, driverSeat, passengerSeat. */
  photos: jsonb('photos').$type<Record<string, string>>().notNull(),
  groupPhoto: text('group_photo'),
  remarks: text('remarks').notNull().default(''),
  unexpectedSituation: text('unexpected_situation').notNull().default(''),
  unexpectedImages: jsonb('unexpected_images')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const reworks = pgTable('reworks', {
  id: serial('id').primaryKey(),
  workOrderId: integer('work_order_id')
    .notNull()
    .references(() => workOrders.id),
  complaintId: integer('complaint_id'),
  reason: text('reason').notNull(),
  description: text('description').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

// ---- support ------------------------------------------------------------------------------

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
    content: text('content').notNull(),
    screenshots: jsonb('screenshots').$type<string[]>().notNull(),
    status: text('status', { enum: ['pending', 'in_progress', 'processed'] }).notNull(),
    processingResult: text('processing_result').notNull().default(''),
    handlerId: integer('handler_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('complaints_user_idx').on(t.userId)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  type: text('type').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  language: text('language').notNull(),
  createdAt: createdAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.createdAt)],
);

// ---- shared by every server process (issue 17, decision 017) -------------------------------

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
