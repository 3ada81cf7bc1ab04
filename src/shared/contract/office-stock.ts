import { z } from 'zod';
import { defineCall } from './define-call';
import { id } from './fields';

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

export const officeProductStock = defineCall({
  path: '/api/app/office/product/stock',
  summary: "Back office: a product's units at each place (a manager: their own store)",
  auth: 'staff',
  mutating: false,
  payload: z.object({ productId: id }),
  response: z.object({ places: z.array(stockPlaceSchema) }),
});

export const officeProductStockSave = defineCall({
  path: '/api/app/office/product/stock/save',
  summary: 'Back office: set what one place holds of a product, as counted',
  auth: 'staff',
  mutating: true,
  payload: z.object({ productId: id, place: z.number().int().min(0), quantity }),
  response: z.object({ place: z.number().int(), quantity: z.number().int() }),
});
