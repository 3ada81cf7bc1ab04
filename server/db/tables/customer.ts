/** The customer's own data: garage cars, cart lines and leads. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './people';
import { products, vehicleSpecs } from './catalogue';

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
    // service reminders (docs/decisions/019-notifications.md): the next service due by date and/or
    // mileage, the odometer
    serviceDueDate: date('service_due_date'),
    serviceDueMileage: integer('service_due_mileage'),
    currentMileage: integer('current_mileage'),
    /** The due mileage a mileage reminder was sent for: one reminder per due value. */
    mileageReminderFor: integer('mileage_reminder_for'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicles_user_idx').on(t.userId),
    index('vehicles_spec_idx').on(t.specId),
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
    index('cart_items_product_idx').on(t.productId),
    index('cart_items_spec_idx').on(t.specId),
    // one line per product and car, so parallel adds grow one line instead of making several
    unique('cart_line_uq').on(t.userId, t.productId, t.specId, t.carYear).nullsNotDistinct(),
  ],
);

/** "User clue": a part request from GoodsEmpty (part, car, contact); the office marks it called. */
export const userClues = pgTable(
  'user_clues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    car: jsonb('car').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    /** When the office called back (null: still to call), and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id),
  },
  // the office lists what is still to call first, newest first
  (t) => [
    index('user_clues_open_idx').on(t.handledAt, t.createdAt),
    index('user_clues_handled_by_idx').on(t.handledBy),
  ],
);
