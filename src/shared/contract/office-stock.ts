import { z } from 'zod';
import { defineCall } from './define-call';
import { id } from './fields';
import { csvRowErrorSchema, PRODUCT_CSV_MAX_BYTES } from './office';

/*
 * Stock per place (docs/decisions/025-stock-per-store.md): each store counts its own units, the
 * warehouse (place 0) holds the mail orders'. A store manager sets their own store's count; the
 * company sets any place's. The product form's `stock` stays the warehouse's.
 */

/** The warehouse's place number (server: WAREHOUSE_KEY). */
export const WAREHOUSE_PLACE = 0;

const quantity = z.number().int().min(0, 'officeStock').max(1_000_000, 'officeStock');

export const stockPlaceSchema = z.object({
  /** A store's id, or WAREHOUSE_PLACE. */
  place: z.number().int().min(0),
  /** The store's name; empty for the warehouse (the app names it). */
  name: z.string(),
  quantity: z.number().int(),
});
export type StockPlace = z.infer<typeof stockPlaceSchema>;

export const stockTransferSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  from: z.number().int(),
  fromName: z.string(),
  to: z.number().int(),
  toName: z.string(),
  quantity: z.number().int(),
  byName: z.string(),
  note: z.string(),
});
export type StockTransfer = z.infer<typeof stockTransferSchema>;

export const officeProductStock = defineCall({
  path: '/api/app/office/product/stock',
  summary: "Back office: a product's units at each place (a manager: their own store) and its latest moves",
  auth: 'staff',
  mutating: false,
  payload: z.object({ productId: id }),
  response: z.object({ places: z.array(stockPlaceSchema), transfers: z.array(stockTransferSchema) }),
});

export const officeProductStockSave = defineCall({
  path: '/api/app/office/product/stock/save',
  summary: 'Back office: set what one place holds of a product, as counted',
  auth: 'staff',
  mutating: true,
  payload: z.object({ productId: id, place: z.number().int().min(0), quantity }),
  response: z.object({ place: z.number().int(), quantity: z.number().int() }),
});

export const officeStockTransfer = defineCall({
  path: '/api/app/office/product/stock/transfer',
  summary: 'Back office: move units of a product from one place to another, recorded',
  auth: 'staff',
  mutating: true,
  payload: z
    .object({
      productId: id,
      from: z.number().int().min(0),
      to: z.number().int().min(0),
      quantity: z.number().int().min(1, 'officeTransferQuantity').max(1_000_000, 'officeTransferQuantity'),
      note: z.string().trim().max(200).default(''),
    })
    .refine((t) => t.from !== t.to, { message: 'officeTransferSamePlace', path: ['to'] }),
  response: z.object({ id: z.number().int() }),
});

/** A place's products at or below this many units are on its low-stock list. */
export const LOW_STOCK_AT = 3;

export const officeLowStock = defineCall({
  path: '/api/app/office/product/stock/low',
  summary: "Back office: a place's products at or below LOW_STOCK_AT units, fewest first",
  auth: 'staff',
  mutating: false,
  payload: z.object({
    /** A store's id or WAREHOUSE_PLACE (the company); a manager always sees their own store. */
    place: z.number().int().min(0).optional(),
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(50),
  }),
  response: z.object({
    place: z.number().int(),
    list: z.array(
      z.object({ productId: z.number().int(), sku: z.string(), name: z.string(), quantity: z.number().int() }),
    ),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** The stock CSV's columns: a product by SKU, a place by store code (or WAREHOUSE_CODE), its count. */
export const stockCsvColumns = ['sku', 'place', 'quantity'] as const;
export const WAREHOUSE_CODE = 'WAREHOUSE';
export const STOCK_CSV_MAX_ROWS = 50_000;

export const officeStockImport = defineCall({
  path: '/api/app/office/product/stock/import',
  summary:
    'Back office: counts of many products and places from a CSV (sku, place, quantity). apply false: a preview; apply true: every row in one transaction, or none when any row is bad',
  auth: 'staff',
  mutating: true,
  bodyLimit: PRODUCT_CSV_MAX_BYTES,
  payload: z.object({ csv: z.string().max(PRODUCT_CSV_MAX_BYTES), apply: z.boolean() }),
  response: z.object({
    rows: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    errors: z.array(csvRowErrorSchema),
    applied: z.boolean(),
  }),
});
