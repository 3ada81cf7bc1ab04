/** Orders with their items and events, and refund requests (the money itself: ./payments.ts). */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type Localized } from './columns';
import { stores, users } from './people';
import { products, vehicleSpecs } from './catalogue';

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
    index('orders_pickup_store_idx').on(t.pickupStoreId),
    index('orders_salesperson_idx').on(t.salespersonId),
    index('orders_technician_idx').on(t.technicianId),
    index('orders_spec_idx').on(t.specId),
    // the expiry sweep: unpaid orders past their payment time (few rows, whatever the table's size)
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'unpaid'`),
    // the back office's order search (server/office/orders): newest first, over all orders or the
    // ones a store serves, and by any part of the order number, plate or phone (trigrams)
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_served_by_idx').on(sql`coalesce(${t.storeId}, ${t.pickupStoreId})`, t.createdAt),
    index('orders_order_no_trgm_idx').using('gin', t.orderNo.op('gin_trgm_ops')),
    index('orders_plate_trgm_idx').using('gin', sql`replace(upper(${t.plate}), ' ', '') gin_trgm_ops`),
    index('orders_customer_phone_trgm_idx').using('gin', t.customerPhone.op('gin_trgm_ops')),
    // a whole phone number: one customer's orders (every number shares the trigrams of "+601…")
    index('orders_customer_phone_idx').on(t.customerPhone),
    index('orders_pickup_waiting_idx')
      .on(t.pickupStoreId, t.createdAt, t.id)
      .where(sql`${t.status} = 'pendingPickup'`),
    index('orders_pickup_done_idx')
      .on(t.pickupStoreId, t.createdAt, t.id)
      .where(sql`${t.orderType} = 'pickup' and ${t.status} = 'completed'`),
    index('orders_mail_shipped_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.orderType} = 'mail' and ${t.expressNo} is not null and ${t.status} in ('pendingReceipt', 'completed')`,
      ),
    index('orders_mail_unshipped_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.orderType} = 'mail' and ${t.expressNo} is null and ${t.status} in ('pendingReceipt', 'completed')`,
      ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null for labour alone: extra work found on the car, approved and paid (server/staff/extra-work). */
    productId: integer('product_id').references(() => products.id),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    priceSen: integer('price_sen').notNull(),
    labourSen: integer('labour_sen').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    colour: text('colour'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

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

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's store (installation or pickup; mail 0), set by the database (migration 0023). */
    storeKey: integer('store_key').notNull().default(0),
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
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_user_idx').on(t.userId),
    index('refunds_store_key_idx').on(t.storeKey),
    // the staff's refund queue in its order, pending first then by due date, in one store or in all
    // (server/staff/refunds/staff-refunds.service.ts), so a page stops after its rows instead of
    // sorting them all; built online (online-indexes/0029_refund_queue.sql)
    index('refunds_store_queue_idx').on(
      t.storeKey,
      sql`(${t.status} = 'pendingReview') desc`,
      t.dueAt,
      t.id.desc().nullsFirst(),
    ),
    index('refunds_queue_idx').on(sql`(${t.status} = 'pendingReview') desc`, t.dueAt, t.id.desc().nullsFirst()),
    index('refunds_pending_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'pendingReview'`),
    // the pending refunds per store and how many are overdue, counted from the index
    // (server/staff/overview; built online: online-indexes/0032_overview_counts.sql)
    index('refunds_pending_store_idx')
      .on(t.storeKey, t.dueAt)
      .where(sql`${t.status} = 'pendingReview'`),
  ],
);
