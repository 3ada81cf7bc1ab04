import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeStock, WAREHOUSE_KEY } from '../db/schema';
import type { AppError } from '../http/errors';

/**
 * Stock per place (docs/decisions/025-stock-per-store.md): each store holds its own units and the
 * warehouse holds the mail orders'. Every change goes through a conditional statement on one row,
 * so parallel orders, approvals and transfers can never take a place below zero.
 */

/** Units wanted per product. */
export type Units = Map<number, number>;

/** The place an order's units come from: its workshop or pickup store, or the warehouse for mail. */
export function stockPlaceOf(order: { storeId: number | null; pickupStoreId: number | null }): number {
  return order.storeId ?? order.pickupStoreId ?? WAREHOUSE_KEY;
}

/** Adds up the units of lines that may name one product twice. */
export function unitsOf(lines: { productId: number; quantity: number }[]): Units {
  const units: Units = new Map();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  return units;
}

/** What `place` holds of each product (absent: none). */
export async function stockAt(db: Db, place: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: storeStock.productId, quantity: storeStock.quantity })
    .from(storeStock)
    .where(and(eq(storeStock.storeKey, place), inArray(storeStock.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

/** Every place's units of these products, by place then product. */
export async function stockOfProducts(db: Db, productIds: number[]): Promise<Map<number, Map<number, number>>> {
  const byPlace = new Map<number, Map<number, number>>();
  if (productIds.length === 0) return byPlace;
  const rows = await db
    .select()
    .from(storeStock)
    .where(and(inArray(storeStock.productId, productIds), gte(storeStock.quantity, 1)));
  for (const r of rows) {
    const place = byPlace.get(r.storeKey) ?? new Map<number, number>();
    place.set(r.productId, r.quantity);
    byPlace.set(r.storeKey, place);
  }
  return byPlace;
}

/**
 * Takes `units` from `place`, each product in one conditional statement, in product order so two
 * takers of the same products lock them in the same order. A shortfall calls `short` with what the
 * place has left, whose error rolls back the caller's transaction.
 */
export async function takeUnits(
  db: Db,
  place: number,
  units: Units,
  short: (productId: number, left: number) => AppError,
): Promise<void> {
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    const taken = await db
      .update(storeStock)
      .set({ quantity: sql`${storeStock.quantity} - ${quantity}` })
      .where(
        and(eq(storeStock.productId, productId), eq(storeStock.storeKey, place), gte(storeStock.quantity, quantity)),
      )
      .returning({ quantity: storeStock.quantity });
    if (taken.length === 0) {
      const left = (await stockAt(db, place, [productId])).get(productId) ?? 0;
      throw short(productId, Math.max(0, left));
    }
  }
}

/** Gives `units` back to `place` (an order that will not be paid, a cancelled charge, a transfer in). */
export async function giveUnits(db: Db, place: number, units: Units): Promise<void> {
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    if (quantity <= 0) continue;
    await db
      .insert(storeStock)
      .values({ productId, storeKey: place, quantity })
      .onConflictDoUpdate({
        target: [storeStock.productId, storeStock.storeKey],
        set: { quantity: sql`${storeStock.quantity} + ${quantity}` },
      });
  }
}

/** Sets what a place holds of a product, as counted by its staff (the office's stock form and import). */
export async function setUnits(db: Db, productId: number, place: number, quantity: number): Promise<void> {
  await db
    .insert(storeStock)
    .values({ productId, storeKey: place, quantity })
    .onConflictDoUpdate({ target: [storeStock.productId, storeStock.storeKey], set: { quantity } });
}

/**
 * What `place` holds of each product, its rows locked until the transaction ends. A writer that
 * also locks the products takes these first, as orders do (their trigger then writes the product).
 */
export async function lockStockAt(db: Db, place: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: storeStock.productId, quantity: storeStock.quantity })
    .from(storeStock)
    .where(and(eq(storeStock.storeKey, place), inArray(storeStock.productId, productIds)))
    .orderBy(storeStock.productId)
    .for('update');
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

/**
 * Moves units of one product between two places. Both rows are locked first, in place order, before
 * either changes: each change writes the product's total (the trigger), so a mover that changed one
 * row before locking the other could wait on an order holding the other row while that order waits
 * for the product.
 */
export async function moveUnits(
  db: Db,
  productId: number,
  from: number,
  to: number,
  quantity: number,
  short: (left: number) => AppError,
): Promise<void> {
  await db.insert(storeStock).values({ productId, storeKey: to, quantity: 0 }).onConflictDoNothing();
  const rows = await db
    .select({ storeKey: storeStock.storeKey, quantity: storeStock.quantity })
    .from(storeStock)
    .where(and(eq(storeStock.productId, productId), inArray(storeStock.storeKey, [from, to])))
    .orderBy(storeStock.storeKey)
    .for('update');
  const left = rows.find((r) => r.storeKey === from)?.quantity ?? 0;
  if (left < quantity) throw short(left);
  await takeUnits(db, from, new Map([[productId, quantity]]), (_id, stillLeft) => short(stillLeft));
  await giveUnits(db, to, new Map([[productId, quantity]]));
}
