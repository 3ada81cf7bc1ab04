import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Store, storeList } from '../../src/shared/contract/orders';
import type { Db } from '../db/client';
import { stockOfProducts, unitsOf } from '../catalog/store-stock';
import { products, stores } from '../db/schema';
import { AppError } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import { slotsOfDay } from './slots';
import { closedDays } from './store-calendar';

type Input<C extends { payload: z.ZodType }> = z.output<C['payload']>;

type StoreRow = typeof stores.$inferSelect;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

export function toStore(row: StoreRow, from?: { lat: number; lng: number } | null): Store {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    state: row.state,
    city: row.city,
    address: row.address,
    postcode: row.postcode,
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    openDays: row.openDays,
    opens: row.opens,
    closes: row.closes,
    distanceKm: from ? Math.round(distanceKm(from.lat, from.lng, row.lat, row.lng) * 10) / 10 : null,
  };
}

/**
 * The stores, filtered by purpose, place and words, nearest first when the caller's place is known;
 * asked for an order's lines, those that hold them all come first and the others say what they lack.
 */
export async function listStores(db: Db, q: Input<typeof storeList>, lang: Lang) {
  const conditions = [
    q.purpose === 'install' ? eq(stores.kind, 'workshop') : undefined,
    q.state ? eq(stores.state, q.state) : undefined,
    q.city ? eq(stores.city, q.city) : undefined,
    q.keyword ? or(ilike(stores.name, `%${q.keyword}%`), ilike(stores.address, `%${q.keyword}%`)) : undefined,
  ];
  const from = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
  const start = (q.pageNo - 1) * q.pageSize;
  const ordered = db
    .select({ store: stores, total: sql<string>`count(*) over ()` })
    .from(stores)
    .where(and(...conditions))
    .orderBy(asc(stores.state), asc(stores.city), asc(stores.name), asc(stores.id));
  if (q.lines && q.lines.length > 0) {
    const list = await withShortages(
      db,
      (await ordered).map((r) => toStore(r.store, from)),
      q.lines,
      lang,
    );
    if (from) list.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
    // stable: within each group the order above stays
    list.sort((a, b) => Number((a.short?.length ?? 0) > 0) - Number((b.short?.length ?? 0) > 0));
    return { list: list.slice(start, start + q.pageSize), total: list.length, pageNo: q.pageNo, pageSize: q.pageSize };
  }
  if (!from) {
    // without the caller's place the order is the database's: one page read, not every store
    const page = await ordered.limit(q.pageSize).offset(start);
    const total = page[0] ? Number(page[0].total) : await countStores(db, conditions);
    return { list: page.map((r) => toStore(r.store)), total, pageNo: q.pageNo, pageSize: q.pageSize };
  }
  const rows = (await ordered).map((r) => r.store);
  const list = rows.map((r) => toStore(r, from));
  list.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  return { list: list.slice(start, start + q.pageSize), total: list.length, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Each store with what it holds too few of, of the lines asked (one read of their stock rows). */
async function withShortages(
  db: Db,
  list: Store[],
  lines: { productId: number; quantity: number }[],
  lang: Lang,
): Promise<Store[]> {
  const units = unitsOf(lines);
  const ids = [...units.keys()];
  const [held, names] = await Promise.all([
    stockOfProducts(db, ids),
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
  ]);
  const nameOf = new Map(names.map((p) => [p.id, pick(p.name, lang)]));
  return list.map((store) => {
    const here = held.get(store.id);
    const short = [...units]
      .filter(([productId, quantity]) => (here?.get(productId) ?? 0) < quantity)
      .map(([productId]) => ({ productId, name: nameOf.get(productId) ?? '', left: here?.get(productId) ?? 0 }));
    return { ...store, short };
  });
}

/** How many stores match, for a page past the last. */
async function countStores(db: Db, conditions: (SQL | undefined)[]) {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(stores)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

/** The free and taken slots of a store on one day. */
export async function storeSlotsOf(db: Db, storeId: number, date: string, now: Date) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
  return slotsOfDay(db, store, date, now);
}

/** The days a store is closed from `from`, `days` days long (the picker greys them out). */
export async function storeClosedDaysOf(db: Db, q: { storeId: number; from: string; days: number }, lang: Lang) {
  const [store] = await db.select().from(stores).where(eq(stores.id, q.storeId));
  if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
  const end = new Date(`${q.from}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + q.days - 1);
  const closed = await closedDays(db, store, q.from, end.toISOString().slice(0, 10));
  return [...closed.values()]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((d) => ({
      date: d.date,
      reason: d.reason,
      name: d.reason === 'holiday' && d.name && typeof d.name !== 'string' ? pick(d.name, lang) : '',
    }));
}
