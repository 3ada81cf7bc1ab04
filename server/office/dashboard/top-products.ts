import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { provenTopProducts, TOP_COUNT, type RangeSums } from './top-products-proof';
import { dashboardProductFigures, orderItems, orders, products, type Localized } from '../../db/schema';

const servedBy = sql<number | null>`coalesce(${orders.storeId}, ${orders.pickupStoreId})`;

/** Every store together in the figure tables (server/db/tables/figures.ts). */
const EVERY_STORE = -1;

/**
 * The range's best sellers by summing every product it sold: what a proof from the months' lists
 * (top-products-proof.ts) falls back to.
 */
async function summedTopProducts(
  db: Db,
  q: { from: string; to: string; storeId: number | null },
): Promise<RangeSums[]> {
  const f = dashboardProductFigures;
  const quantity = sql<string>`sum(${f.quantity})`;
  const revenue = sql<string>`sum(${f.revenueSen})`;
  const rows = await db
    .select({ productId: f.productId, quantity, revenueSen: revenue, lastItemId: sql<number>`max(${f.lastItemId})` })
    .from(f)
    .where(and(eq(f.storeId, q.storeId ?? EVERY_STORE), gte(f.day, q.from), lte(f.day, q.to)))
    .groupBy(f.productId)
    .having(sql`${quantity} <> 0 or ${revenue} <> 0`)
    .orderBy(desc(quantity), desc(revenue), f.productId)
    .limit(TOP_COUNT);
  return rows.map((r) => ({
    productId: r.productId,
    quantity: Number(r.quantity),
    revenueSen: Number(r.revenueSen),
    lastItemId: Number(r.lastItemId),
  }));
}

/** The products sold most in the range (quantity, then revenue), with the name of their newest line. */
export async function topProducts(
  db: Db,
  q: { from: string; to: string; start: Date; end: Date; storeId: number | null },
): Promise<{ productId: number; name: Localized; quantity: number; revenueSen: number }[]> {
  // every store together sells tens of thousands of products in a month: proven from the months' best
  // sellers (2.5 ms for 30 days on a chain's database, where summing them took 90); one store sells a
  // few hundred, and summing them is as quick as a proof (9 ms for the busiest store's year)
  const proven =
    q.storeId === null ? await provenTopProducts(db, { from: q.from, to: q.to, store: EVERY_STORE }) : null;
  const rows = proven ?? (await summedTopProducts(db, q));
  if (rows.length === 0) return [];
  // the line of the range's newest order line, if it still counts there; else the one before it
  const counts = (storeId: number | null, paidAt: Date | null) =>
    paidAt !== null && paidAt >= q.start && paidAt < q.end && (q.storeId === null || storeId === q.storeId);
  const candidates = await db
    .select({ id: orderItems.id, name: orderItems.name, paidAt: orders.paidAt, storeId: servedBy })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      inArray(
        orderItems.id,
        rows.map((r) => r.lastItemId),
      ),
    );
  const byId = new Map(candidates.map((c) => [c.id, c]));
  return Promise.all(
    rows.map(async (r) => {
      const c = byId.get(r.lastItemId);
      const name = c && counts(c.storeId, c.paidAt) ? c.name : await newestName(db, r.productId, r.lastItemId, q);
      return { productId: r.productId, name, quantity: r.quantity, revenueSen: r.revenueSen };
    }),
  );
}

/**
 * The name on the newest line of the product sold in the range, older than a line that no longer
 * counts there (its order moved or unpaid: rare). Walks the product's lines back from it.
 */
async function newestName(
  db: Db,
  productId: number,
  before: number,
  q: { start: Date; end: Date; storeId: number | null },
): Promise<Localized> {
  const where: (SQL | undefined)[] = [
    eq(orderItems.productId, productId),
    lt(orderItems.id, before),
    gte(orders.paidAt, q.start),
    lt(orders.paidAt, q.end),
    q.storeId === null ? undefined : sql`${servedBy} = ${q.storeId}`,
  ];
  const [row] = await db
    .select({ name: orderItems.name })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(...where))
    .orderBy(desc(orderItems.id))
    .limit(1);
  if (row) return row.name;
  // its counted lines changed between the two reads (an order moved meanwhile): the product's name
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  if (!product) throw new Error(`product ${productId} of the figures is gone`);
  return product.name;
}
