/**
 * Extra work found on the car (server/staff/extra-work): findings, their quoted lines and the charges
 * of approved lines. Small beside orders (a few rows per installation), read by order, by work
 * order and, for the office, by store or technician and day.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type Localized } from './columns';
import { products } from './catalogue';
import { orderItems, orders } from './orders';
import { stores, users } from './people';
import { workOrders } from './staff-work';

/** What the technician of the work found: an item of a category, its condition, photos and a note. */
export const findings = pgTable(
  'findings',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The work order's store, kept here so the office counts a store's quotes through one index. */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    technicianId: integer('technician_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    item: text('item').notNull(),
    condition: text('condition', { enum: ['good', 'soon', 'urgent'] }).notNull(),
    /** Upload ids (purpose 'finding'). */
    photos: jsonb('photos').$type<string[]>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('findings_work_order_idx').on(t.workOrderId),
    index('findings_order_idx').on(t.orderId),
    index('findings_store_created_idx').on(t.storeId, t.createdAt),
    index('findings_technician_created_idx').on(t.technicianId, t.createdAt),
    index('findings_created_idx').on(t.createdAt),
  ],
);

/**
 * One charge of the lines approved at once, paid through the gateway (payments.extra_charge_id):
 * unpaid → paid, or cancelled when the car is handed back unpaid. Its amounts are the sums of its
 * lines; once paid they are added to the order's totals.
 */
export const extraCharges = pgTable(
  'extra_charges',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', { enum: ['unpaid', 'paid', 'cancelled'] }).notNull(),
    amountSen: integer('amount_sen').notNull(),
    partsSen: integer('parts_sen').notNull(),
    labourSen: integer('labour_sen').notNull(),
    serviceTaxSen: integer('service_tax_sen').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('extra_charges_order_idx').on(t.orderId),
    index('extra_charges_work_order_idx').on(t.workOrderId),
    index('extra_charges_store_paid_idx').on(t.storeId, t.paidAt),
    index('extra_charges_paid_idx').on(t.paidAt),
  ],
);

/**
 * A quoted line of a finding, with its prices as quoted (a later catalogue change leaves them) and
 * the customer's decision: who (the customer, or a manager noting a phone call: the person and why)
 * and when. Its status: pending → approved (in a charge) → paid (an order item); pending | declined
 * → approved; pending → declined; pending → expired, approved → cancelled at hand-back.
 */
export const findingLines = pgTable(
  'finding_lines',
  {
    id: serial('id').primaryKey(),
    findingId: integer('finding_id')
      .notNull()
      .references(() => findings.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['product', 'labour'] }).notNull(),
    productId: integer('product_id').references(() => products.id),
    sku: text('sku').notNull().default(''),
    /** The product's name as quoted, or the labour's description in every language. */
    name: jsonb('name').$type<Localized>().notNull(),
    size: text('size'),
    colour: text('colour'),
    quantity: integer('quantity').notNull(),
    unitPriceSen: integer('unit_price_sen').notNull(),
    unitLabourSen: integer('unit_labour_sen').notNull(),
    partsSen: integer('parts_sen').notNull(),
    labourSen: integer('labour_sen').notNull(),
    serviceTaxSen: integer('service_tax_sen').notNull(),
    totalSen: integer('total_sen').notNull(),
    status: text('status', {
      enum: ['pending', 'approved', 'paid', 'declined', 'expired', 'cancelled'],
    }).notNull(),
    chargeId: integer('charge_id').references(() => extraCharges.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by', { enum: ['customer', 'staff'] }),
    /** The customer, or the manager who noted a phone decision. */
    decidedById: integer('decided_by_id').references(() => users.id),
    /** A phone decision: who gave it and why, as the manager wrote it. */
    decidedPerson: text('decided_person').notNull().default(''),
    decidedReason: text('decided_reason').notNull().default(''),
    /** When it expired or was cancelled (the car was handed back first). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('finding_lines_finding_idx').on(t.findingId),
    index('finding_lines_order_idx').on(t.orderId, t.status),
    index('finding_lines_product_idx').on(t.productId),
    index('finding_lines_charge_idx').on(t.chargeId),
    index('finding_lines_order_item_idx').on(t.orderItemId),
    index('finding_lines_decided_by_idx').on(t.decidedById),
  ],
);
