/** The customer's rating of a completed order: 1 to 5 stars and an optional comment, once per order. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { stores, users } from './people';

export const orderRatings = pgTable(
  'order_ratings',
  {
    id: serial('id').primaryKey(),
    /** Unique: a second rating of the same order, however it arrives, finds this one. */
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The workshop or pickup store that served the order; null for a mail order. */
    storeId: integer('store_id').references(() => stores.id),
    technicianId: integer('technician_id').references(() => users.id),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // the store's average and its latest ratings (store page, manager desk)
    index('order_ratings_store_idx').on(t.storeId, t.createdAt),
    index('order_ratings_user_idx').on(t.userId),
    index('order_ratings_technician_idx').on(t.technicianId),
    check('order_ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);
