import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { officeProductStockSave } from '../../src/shared/contract/office-stock';
import type { SessionUser } from '../auth/session.service';
import { lockStockAt, setUnits } from '../catalog/store-stock';
import type { Db } from '../db/client';
import { products, stores, storeStock, WAREHOUSE_KEY } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { text } from '../i18n/text-catalogue';
import { requireAction } from '../staff/permissions';
import { recordAudit } from './audit';

/** A product's units at each place: the company sees the warehouse and every store, a manager their store. */
export async function productStockPlaces(db: Db, user: SessionUser | null, productId: number) {
  const me = requireAction(user, 'officeCatalogueView');
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(text('thingProduct'));
  const held = db
    .select({ storeKey: storeStock.storeKey, quantity: storeStock.quantity })
    .from(storeStock)
    .where(eq(storeStock.productId, productId))
    .as('held');
  const storeRows = await db
    .select({ place: stores.id, name: stores.name, quantity: sql<number>`coalesce(${held.quantity}, 0)::int` })
    .from(stores)
    .leftJoin(held, eq(held.storeKey, stores.id))
    .where(me.role === 'company' ? undefined : eq(stores.id, me.storeId ?? -1))
    .orderBy(asc(stores.state), asc(stores.city), asc(stores.name), asc(stores.id));
  if (me.role !== 'company') return { places: storeRows };
  const [warehouse] = await db
    .select({ quantity: storeStock.quantity })
    .from(storeStock)
    .where(sql`${storeStock.productId} = ${productId} and ${storeStock.storeKey} = ${WAREHOUSE_KEY}`);
  return { places: [{ place: WAREHOUSE_KEY, name: '', quantity: warehouse?.quantity ?? 0 }, ...storeRows] };
}

/**
 * Sets what one place holds of a product, as its staff counted, with an audit row. A manager sets
 * their own store's only; the warehouse is the company's.
 */
export async function saveProductStock(
  db: Db,
  user: SessionUser | null,
  input: z.output<(typeof officeProductStockSave)['payload']>,
) {
  const me = requireAction(user, 'officeStockEdit');
  if (me.role !== 'company' && input.place !== me.storeId) throw forbidden();
  if (input.place !== WAREHOUSE_KEY) {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.place));
    if (!store) throw notFound(text('thingStore'));
  }
  // the place's row first, then the product (as orders lock them: server/catalog/store-stock.ts)
  const before = (await lockStockAt(db, input.place, [input.productId])).get(input.productId) ?? 0;
  const [product] = await db.select({ sku: products.sku }).from(products).where(eq(products.id, input.productId));
  if (!product) throw notFound(text('thingProduct'));
  if (before !== input.quantity) {
    await setUnits(db, input.productId, input.place, input.quantity);
    await recordAudit(db, me, {
      action: 'stockSet',
      subject: product.sku,
      storeId: input.place === WAREHOUSE_KEY ? null : input.place,
      changes: [{ field: 'stock', before: String(before), after: String(input.quantity) }],
    });
  }
  return { place: input.place, quantity: input.quantity };
}
