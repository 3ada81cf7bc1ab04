import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../db/schema';

/*
 * Finding orders by what staff type: one way for the Workdesk, the goods desk and the back office
 * (docs/product.md#staff-tabs).
 */

/** Text for LIKE that means itself: its `%`, `_` and `\` escaped (PostgreSQL's default escape). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Orders whose plate holds the typed text, spaces and case ignored: plates are written with or
 * without spaces (WXY 1234, wxy1234, W XY1234). The expression is the one orders_plate_trgm_idx is
 * built on (server/db/tables/orders.ts), so the trigram index answers it. Nothing to find: undefined.
 */
export function plateContains(typed: string): SQL | undefined {
  const plate = typed.replace(/\s+/g, '').toUpperCase();
  if (!plate) return undefined;
  return sql`replace(upper(${orders.plate}), ' ', '') like ${`%${escapeLike(plate)}%`}`;
}
