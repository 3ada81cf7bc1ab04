/** Staff work: work orders, sign-offs, vehicle handovers and reworks. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { stores, users } from './people';
import { orderItems, orders } from './orders';

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
  (t) => [
    index('work_orders_store_idx').on(t.storeId, t.status),
    index('work_orders_order_idx').on(t.orderId),
    index('work_orders_technician_idx').on(t.technicianId),
    index('work_orders_sales_idx').on(t.salesId),
    index('work_orders_created_idx').on(t.createdAt, t.id),
    index('work_orders_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('work_orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('work_orders_technician_created_idx').on(t.technicianId, t.createdAt, t.id),
    // a technician's own work counted in their store from the index alone (built online:
    // online-indexes/0030_technician_count.sql)
    index('work_orders_technician_store_idx').on(t.technicianId, t.storeId),
    index('work_orders_sales_created_idx').on(t.salesId, t.createdAt, t.id),
  ],
);

export const workOrderSignoffs = pgTable(
  'work_order_signoffs',
  {
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
  },
  (t) => [
    index('work_order_signoffs_work_order_idx').on(t.workOrderId),
    index('work_order_signoffs_order_item_idx').on(t.orderItemId),
  ],
);

export const vehicleHandovers = pgTable(
  'vehicle_handovers',
  {
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
    /**
     * The appointment date of a car handed over before its day: the technician confirmed the
     * customer came early (docs/product.md#handover). Null when it came on (or after) its day.
     */
    cameEarlyFor: date('came_early_for'),
    /** Check-in as workshops do it (docs/product.md#handover): the odometer, in km. */
    mileageKm: integer('mileage_km'),
    /** The fuel gauge in quarters: 0 empty … 4 full. */
    fuelQuarters: smallint('fuel_quarters'),
    /** Damage marked on the car outline: one entry per zone of the outline. */
    damage: jsonb('damage')
      .$type<{ zone: string; kind: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The customer's signature on the technician's phone (an upload of purpose 'signature'), and the name signed. */
    customerSignature: text('customer_signature'),
    customerSignerName: text('customer_signer_name'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_handovers_work_order_idx').on(t.workOrderId),
    index('vehicle_handovers_created_by_idx').on(t.createdBy),
  ],
);

export const reworks = pgTable(
  'reworks',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id),
    complaintId: integer('complaint_id'),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('reworks_work_order_idx').on(t.workOrderId), index('reworks_created_by_idx').on(t.createdBy)],
);
