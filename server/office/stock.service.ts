import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import {
  LOW_STOCK_AT,
  type officeLowStock,
  type officeProductStockSave,
  type officeStockTransfer,
} from '../../src/shared/contract/office-stock';
import type { SessionUser } from '../auth/session.service';
import { lockStockAt, moveUnits, setUnits } from '../catalog/store-stock';
import type { Db } from '../db/client';
import { products, stockTransfers, stores, storeStock, users, WAREHOUSE_KEY } from '../db/schema';
import { AppError, forbidden, notFound } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import { text, translate } from '../i18n/text-catalogue';
import { requireAction } from '../staff/permissions';
import { recordAudit } from './audit';

/** A product's units at each place: the company sees the warehouse and every store, a manager their store. */
export async function productStockPlaces(db: Db, user: SessionUser | null, productId: number, lang: Lang) {
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
  const transfers = await latestTransfers(db, me, productId, lang);
  if (me.role !== 'company') return { places: storeRows, transfers };
  const [warehouse] = await db
    .select({ quantity: storeStock.quantity })
    .from(storeStock)
    .where(sql`${storeStock.productId} = ${productId} and ${storeStock.storeKey} = ${WAREHOUSE_KEY}`);
  return { places: [{ place: WAREHOUSE_KEY, name: '', quantity: warehouse?.quantity ?? 0 }, ...storeRows], transfers };
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

/** Names of places: the warehouse, or each store's name. */
async function placeNames(db: Db, places: number[], lang: Lang) {
  const ids = places.filter((p) => p !== WAREHOUSE_KEY);
  const rows = ids.length
    ? await db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, ids))
    : [];
  const names = new Map<number, string>(rows.map((r) => [r.id, r.name]));
  names.set(WAREHOUSE_KEY, translate('officeWarehouse', lang));
  return names;
}

/**
 * Moves units between two places, with a record of the move and an audit row. A manager sends from
 * their own store; the company moves between any places.
 */
export async function transferStock(
  db: Db,
  user: SessionUser | null,
  input: z.output<(typeof officeStockTransfer)['payload']>,
  lang: Lang,
) {
  const me = requireAction(user, 'officeStockEdit');
  if (me.role !== 'company' && input.from !== me.storeId) throw forbidden();
  const names = await placeNames(db, [input.from, input.to], lang);
  for (const place of [input.from, input.to]) if (!names.has(place)) throw notFound(text('thingStore'));
  const [product] = await db.select({ sku: products.sku }).from(products).where(eq(products.id, input.productId));
  if (!product) throw notFound(text('thingProduct'));
  await moveUnits(
    db,
    input.productId,
    input.from,
    input.to,
    input.quantity,
    (left) =>
      new AppError(ResultCode.conflict, 'officeTransferShort', { place: names.get(input.from) ?? '', stock: left }),
  );
  const [moved] = await db
    .insert(stockTransfers)
    .values({
      productId: input.productId,
      fromKey: input.from,
      toKey: input.to,
      quantity: input.quantity,
      byId: me.id,
      note: input.note,
    })
    .returning({ id: stockTransfers.id });
  await recordAudit(db, me, {
    action: 'stockTransfer',
    subject: product.sku,
    storeId: input.from === WAREHOUSE_KEY ? null : input.from,
    changes: [
      { field: 'from', before: '', after: names.get(input.from) ?? '' },
      { field: 'to', before: '', after: names.get(input.to) ?? '' },
      { field: 'quantity', before: '', after: String(input.quantity) },
    ],
  });
  return { id: moved?.id ?? 0 };
}

/** A product's latest moves (the company: all; a manager: those from or to their store). */
export async function latestTransfers(db: Db, me: SessionUser, productId: number, lang: Lang) {
  const mine =
    me.role === 'company'
      ? undefined
      : or(eq(stockTransfers.fromKey, me.storeId ?? -1), eq(stockTransfers.toKey, me.storeId ?? -1));
  const rows = await db
    .select({ t: stockTransfers, byName: users.name })
    .from(stockTransfers)
    .innerJoin(users, eq(users.id, stockTransfers.byId))
    .where(and(eq(stockTransfers.productId, productId), mine))
    .orderBy(desc(stockTransfers.id))
    .limit(10);
  const names = await placeNames(db, [...new Set(rows.flatMap((r) => [r.t.fromKey, r.t.toKey]))], lang);
  return rows.map(({ t, byName }) => ({
    id: t.id,
    at: t.createdAt.toISOString(),
    from: t.fromKey,
    fromName: names.get(t.fromKey) ?? '',
    to: t.toKey,
    toName: names.get(t.toKey) ?? '',
    quantity: t.quantity,
    byName,
    note: t.note,
  }));
}

/** A place's products at or below LOW_STOCK_AT units, fewest first (store_stock_store_idx holds this order). */
export async function lowStock(
  db: Db,
  user: SessionUser | null,
  q: z.output<(typeof officeLowStock)['payload']>,
  lang: Lang,
) {
  const me = requireAction(user, 'officeCatalogueView');
  const place = me.role === 'company' ? (q.place ?? WAREHOUSE_KEY) : (me.storeId ?? -1);
  const low = and(eq(storeStock.storeKey, place), lte(storeStock.quantity, LOW_STOCK_AT), eq(products.active, true));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ productId: products.id, sku: products.sku, name: products.name, quantity: storeStock.quantity })
      .from(storeStock)
      .innerJoin(products, eq(products.id, storeStock.productId))
      .where(low)
      .orderBy(asc(storeStock.quantity), asc(storeStock.productId))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(storeStock).innerJoin(products, eq(products.id, storeStock.productId)).where(low),
  ]);
  return {
    place,
    list: rows.map((r) => ({ ...r, name: pick(r.name, lang) })),
    total: counted?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
