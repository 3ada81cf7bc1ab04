import { asc, avg, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { orderRatings, orders, stores } from '../../db/schema';
import { averageOf } from '../../orders/ratings/ratings.service';
import { requireAction, storeScope } from '../permissions';

/** How many of a store's latest ratings the desk lists. */
export const LATEST_RATINGS = 10;

/**
 * The manager desk's ratings: per store its average, count and latest ratings with comments. A
 * manager sees their own store, the company every store (as the overview does).
 */
export async function storeRatings(db: Db, user: SessionUser | null) {
  const me = requireAction(user, 'overview');
  const scope = storeScope(me);
  const totals = await db
    .select({ storeId: orderRatings.storeId, average: avg(orderRatings.stars), count: count() })
    .from(orderRatings)
    .where(scope === null ? isNotNull(orderRatings.storeId) : eq(orderRatings.storeId, scope))
    .groupBy(orderRatings.storeId);
  const storeRows = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(scope === null ? undefined : eq(stores.id, scope))
    .orderBy(asc(stores.name));
  const rated = totals.map((t) => t.storeId).filter((id): id is number => id !== null);
  const latest = rated.length > 0 ? await latestRatings(db, rated) : [];
  return {
    stores: storeRows.map((store) => {
      const total = totals.find((t) => t.storeId === store.id);
      return {
        storeId: store.id,
        storeName: store.name,
        average: averageOf(total?.average ?? null),
        count: total?.count ?? 0,
        latest: latest
          .filter((r) => r.storeId === store.id)
          .map((r) => ({
            orderId: r.orderId,
            orderNo: r.orderNo,
            stars: r.stars,
            comment: r.comment,
            createdAt: r.createdAt.toISOString(),
          })),
      };
    }),
  };
}

/** The latest LATEST_RATINGS ratings of each store, newest first, with their order numbers. */
function latestRatings(db: Db, storeIds: number[]) {
  const ranked = db
    .select({
      storeId: orderRatings.storeId,
      orderId: orderRatings.orderId,
      stars: orderRatings.stars,
      comment: orderRatings.comment,
      createdAt: orderRatings.createdAt,
      rank: sql<number>`row_number() over (partition by ${orderRatings.storeId} order by ${orderRatings.createdAt} desc, ${orderRatings.id} desc)`.as(
        'rank',
      ),
    })
    .from(orderRatings)
    .where(inArray(orderRatings.storeId, storeIds))
    .as('ranked');
  return db
    .select({
      storeId: ranked.storeId,
      orderId: ranked.orderId,
      orderNo: orders.orderNo,
      stars: ranked.stars,
      comment: ranked.comment,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .innerJoin(orders, eq(orders.id, ranked.orderId))
    .where(sql`${ranked.rank} <= ${LATEST_RATINGS}`)
    .orderBy(desc(ranked.createdAt));
}
