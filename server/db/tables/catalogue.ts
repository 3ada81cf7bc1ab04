/** The catalogue: categories, car models, products and their fitment, coupons. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, type Localized } from './columns';
import { users } from './people';

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
  | {
      kind: 'models';
      /** Empty or missing variant, engine or transmission: any (the office writes all six fields). */
      models: {
        make: string;
        model: string;
        yearFrom?: number;
        yearTo?: number;
        variant?: string;
        engine?: string;
        transmission?: string;
      }[];
    }
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
    // the sum of the product's store_stock rows, kept by migration 0034's trigger
    stock: integer('stock').notNull().default(0),
    fitment: jsonb('fitment').$type<Fitment>().notNull(),
    image: text('image').notNull(),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    /** Specification fields per category written by the office (tint VLT, seat type). */
    specs: jsonb('specs')
      .$type<{ vltPercent?: number; seatType?: string }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Brand, SKU, size and the three names, lower-cased, for the keyword (migration 0019). */
    searchText: text('search_text').generatedAlwaysAs(sql`product_search_text(brand, sku, size, name)`),
    /** What a car must offer for this product to fit it (migration 0019, server/catalog/search.ts). */
    fitKeys: text('fit_keys')
      .array()
      .generatedAlwaysAs(sql`product_fit_keys(fitment)`),
  },
  (t) => [
    index('products_category_idx').on(t.category, t.priceSen),
    index('products_brand_idx').on(t.brand),
    // the office's product list, in its order (built online: online-indexes/0028_product_list.sql)
    index('products_category_sku_idx').on(t.category, t.sku),
    // the search (server/catalog/search.ts) reads only active products, through these: built after the
    // migrations (online-indexes/0019_catalogue_search.sql) on functions of migration 0019
    index('products_search_grams_idx')
      .using('gin', sql`product_search_grams(product_search_text(${t.brand}, ${t.sku}, ${t.size}, ${t.name}))`)
      .where(sql`${t.active}`),
    index('products_fit_keys_idx')
      .using('gin', sql`product_fit_keys(${t.fitment})`)
      .where(sql`${t.active}`),
    index('products_recommended_idx')
      .on(sql`product_category_rank(${t.category})`, t.id)
      .where(sql`${t.active}`),
    index('products_category_id_idx')
      .on(t.category, t.id)
      .where(sql`${t.active}`),
    index('products_price_idx')
      .on(t.priceSen, t.id)
      .where(sql`${t.active}`),
    index('products_price_desc_idx')
      .on(t.priceSen.desc(), t.id)
      .where(sql`${t.active}`),
    index('products_category_price_idx')
      .on(t.category, t.priceSen, t.id)
      .where(sql`${t.active}`),
    index('products_category_price_desc_idx')
      .on(t.category, t.priceSen.desc(), t.id)
      .where(sql`${t.active}`),
    index('products_active_brand_idx')
      .on(t.brand)
      .where(sql`${t.active}`),
    // the last line of defence: an order that would oversell fails instead of storing -20
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** The warehouse's key in `store_stock`: the central stock mail orders are sent from. */
export const WAREHOUSE_KEY = 0;

/**
 * Units of a product held at one place: a store (its id) or the warehouse (`WAREHOUSE_KEY`).
 * Install and pickup orders take units from their store, mail orders from the warehouse
 * (docs/decisions/025-stock-per-store.md). A trigger of migration 0034 keeps `products.stock` the
 * sum of a product's rows, so the catalogue can say whether the chain holds any.
 */
export const storeStock = pgTable(
  'store_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeKey: integer('store_key').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeKey] }),
    // a store's stock, fewest first (its low-stock list)
    index('store_stock_store_idx').on(t.storeKey, t.quantity, t.productId),
    check('store_stock_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** Units moved from one place to another, as the office recorded them (docs/decisions/025-stock-per-store.md). */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fromKey: integer('from_key').notNull(),
    toKey: integer('to_key').notNull(),
    quantity: integer('quantity').notNull(),
    byId: integer('by_id')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // a product's latest moves, on its office page
    index('stock_transfers_product_idx').on(t.productId, t.id),
    index('stock_transfers_by_idx').on(t.byId),
    check('stock_transfers_positive', sql`${t.quantity} > 0 and ${t.fromKey} <> ${t.toKey}`),
  ],
);

/**
 * One row (id 1) whose version grows with every change of the searchable catalogue: triggers of
 * migration 0004 bump it in the same transaction as any insert, delete or update of products (a
 * change of stock alone excepted) and of vehicle_specs. A process keeps what it derives from the car
 * models (server/catalog/catalogue.ts) while the number has not moved.
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
  (t) => [
    uniqueIndex('user_coupons_uq').on(t.userId, t.couponId),
    index('user_coupons_coupon_idx').on(t.couponId),
    // the expiry sweep and cancellations give an order's coupon back by this column
    index('user_coupons_used_order_idx').on(t.usedOrderId),
  ],
);
