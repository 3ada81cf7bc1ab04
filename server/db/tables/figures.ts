/** The office dashboard's figures, kept by the database itself (migrations 0020 and 0024). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/*
 * Rows of changes: triggers on orders, order_items, refunds and uploads append each write's +/- part (so no
 * write waits on another's row), and a job folds a key's rows into one `settled` row now and then
 * (server/office/dashboard/figures-fold.ts). A figure is the sum of its rows. Days are Malaysian;
 * store -1 is every store together, 0 no store (mail orders); an order counts under the store that
 * serves it (installation or pickup), on the day it was paid. Each read index holds the figures too,
 * so a read is an index-only scan wherever the fold left the rows.
 */

/** Paid orders, their revenue, and how many of them have a refund request / an approved refund. */
export const dashboardDayFigures = pgTable(
  'dashboard_day_figures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    storeId: integer('store_id').notNull(),
    orders: integer('orders').notNull().default(0),
    revenueSen: bigint('revenue_sen', { mode: 'number' }).notNull().default(0),
    refundRequested: integer('refund_requested').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    index('dashboard_day_figures_store_day_idx').on(
      t.storeId,
      t.day,
      t.orders,
      t.revenueSen,
      t.refundRequested,
      t.refunded,
    ),
    index('dashboard_day_figures_unsettled_idx')
      .on(t.storeId, t.day)
      .where(sql`NOT ${t.settled}`),
  ],
);

/**
 * Quantity and revenue of each product sold. `lastItemId`: the newest order line ever counted here,
 * whose name the dashboard shows once it has checked that line still counts.
 */
export const dashboardProductFigures = pgTable(
  'dashboard_product_figures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    revenueSen: bigint('revenue_sen', { mode: 'number' }).notNull().default(0),
    lastItemId: integer('last_item_id').notNull(),
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    index('dashboard_product_figures_store_day_idx').on(
      t.storeId,
      t.day,
      t.productId,
      t.quantity,
      t.revenueSen,
      t.lastItemId,
    ),
    // one product's days: the exact sums of the few products that may be the best sellers
    // (server/office/dashboard/top-products.ts; built online: online-indexes/0033_top_products.sql)
    index('dashboard_product_figures_product_idx').on(
      t.storeId,
      t.productId,
      t.day,
      t.quantity,
      t.revenueSen,
      t.lastItemId,
    ),
    index('dashboard_product_figures_unsettled_idx')
      .on(t.storeId, t.day, t.productId)
      .where(sql`NOT ${t.settled}`),
  ],
);

/** Installation appointments kept or served, by appointment day, store and hour. */
/**
 * Per store (-1 every store), month and product: the sum over the month's settled days of the product's
 * quantity where positive. No range of days within the month can sell more of it, so the months'
 * lists, best first, bound what a product not yet looked at can have sold (top-products.ts). Kept by
 * triggers on the settled product figures (migration 0033), which only the fold writes: writers of
 * orders never touch it.
 */
export const dashboardProductMonths = pgTable(
  'dashboard_product_months',
  {
    storeId: integer('store_id').notNull(),
    month: date('month').notNull(),
    productId: integer('product_id').notNull(),
    soldAtMost: bigint('sold_at_most', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.month, t.productId] }),
    index('dashboard_product_months_best_idx').on(t.storeId, t.month, t.soldAtMost.desc(), t.productId),
  ],
);

export const dashboardSlotFigures = pgTable(
  'dashboard_slot_figures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    storeId: integer('store_id').notNull(),
    slot: text('slot').notNull(),
    booked: integer('booked').notNull().default(0),
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    index('dashboard_slot_figures_store_day_idx').on(t.storeId, t.day, t.slot, t.booked),
    index('dashboard_slot_figures_day_idx').on(t.day, t.storeId, t.slot, t.booked),
    index('dashboard_slot_figures_unsettled_idx')
      .on(t.storeId, t.day, t.slot)
      .where(sql`NOT ${t.settled}`),
  ],
);

/**
 * Handover, return and group photos by day of arrival and their owner's store (migration 0024): their
 * lag from capture to arrival in seconds as precisely as the dashboard shows it (`shown`: whole seconds
 * under a minute, minutes under an hour, tenths of an hour beyond) and the bar of the chart it falls
 * in (`bar`: 0 under 1 min … 4 over 2 h).
 */
export const dashboardLagFigures = pgTable(
  'dashboard_lag_figures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    storeId: integer('store_id').notNull(),
    bar: smallint('bar').notNull(),
    shown: integer('shown').notNull(),
    photos: integer('photos').notNull().default(0),
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    index('dashboard_lag_figures_store_day_idx').on(t.storeId, t.day, t.shown, t.bar, t.photos),
    index('dashboard_lag_figures_unsettled_idx')
      .on(t.storeId, t.day, t.shown, t.bar)
      .where(sql`NOT ${t.settled}`),
  ],
);

/**
 * Whether what was written before the triggers existed is counted: the orders
 * (dashboard_figures_backfill(), migration 0020) and the photos (dashboard_lag_backfill(), 0024).
 */
export const dashboardFiguresState = pgTable(
  'dashboard_figures_state',
  {
    id: integer('id').primaryKey().default(1),
    backfilled: boolean('backfilled').notNull(),
    lagBackfilled: boolean('lag_backfilled').notNull().default(false),
  },
  (t) => [check('dashboard_figures_state_id_check', sql`${t.id} = 1`)],
);
