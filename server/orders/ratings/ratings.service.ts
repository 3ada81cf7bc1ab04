import { avg, count, eq } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { Db } from '../../db/client';
import { orderRatings, stores } from '../../db/schema';
import { AppError } from '../../http/errors';
import { effectiveStatus, ownOrder } from '../orders.service';

type RatingRow = typeof orderRatings.$inferSelect;

const toRating = (row: RatingRow) => ({
  stars: row.stars,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** Stars to one decimal, as a store's average is shown; null before the first rating. */
export const averageOf = (value: string | number | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** The rating the customer gave one of their orders, and whether they may rate it now. */
export async function orderRatingOf(db: Db, userId: number, orderId: number, now: Date) {
  const order = await ownOrder(db, userId, orderId);
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, order.id));
  return {
    rating: row ? toRating(row) : null,
    canRate: !row && effectiveStatus(order, now) === 'completed',
  };
}

/**
 * The customer rates a completed order, once. The order row is locked so a rework cannot take it
 * back while it is rated; the unique order id settles two ratings sent at once: the second finds
 * the first and is refused.
 */
export async function rateOrder(
  db: Db,
  userId: number,
  { orderId, stars, comment }: { orderId: number; stars: number; comment: string },
  now: Date,
) {
  const order = await ownOrder(db, userId, orderId, true);
  if (effectiveStatus(order, now) !== 'completed') {
    throw new AppError(ResultCode.illegalTransition, 'ratingNotCompleted');
  }
  const [row] = await db
    .insert(orderRatings)
    .values({
      orderId: order.id,
      userId,
      storeId: order.storeId ?? order.pickupStoreId,
      technicianId: order.technicianId,
      stars,
      comment,
      createdAt: now,
    })
    .onConflictDoNothing({ target: orderRatings.orderId })
    .returning();
  if (!row) throw new AppError(ResultCode.conflict, 'ratingAlreadyGiven');
  return toRating(row);
}

/** A store's average stars and how many ratings it has (public: the store page shows it). */
export async function storeRatingOf(db: Db, storeId: number) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
  const [row] = await db
    .select({ average: avg(orderRatings.stars), count: count() })
    .from(orderRatings)
    .where(eq(orderRatings.storeId, storeId));
  return { average: averageOf(row?.average ?? null), count: row?.count ?? 0 };
}
