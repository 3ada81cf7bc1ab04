/** Counts kept by the database itself, so that a list's total is not a count of a million rows. */
import { bigint, bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many orders (of each type), work orders and payments each store has in each status, and how
 * many products the catalogue has in each category (migration 0028: kind = the category, store 0,
 * status 'all'), as rows
 * of changes: triggers on `orders`, `work_orders` (migration 0021) and `payments` (0022) append
 * +1 / -1 per row that moves (an update that moves none fires nothing), so no write waits on
 * another's counter row, and a job folds the rows into
 * one per (tally, kind, store, status) now and then. A total is the sum of its rows. Orders (and
 * their payments) count under the store that serves them (installation or pickup); mail orders
 * under store 0.
 */
export const rowTallies = pgTable(
  'row_tallies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tally: text('tally').$type<'orders' | 'work_orders' | 'payments' | 'products'>().notNull(),
    /** The order's type (install, pickup, mail) or the product's category; empty for work orders. */
    kind: text('kind').notNull().default(''),
    storeId: integer('store_id').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('row_tallies_tally_store_idx').on(t.tally, t.storeId, t.status)],
);
