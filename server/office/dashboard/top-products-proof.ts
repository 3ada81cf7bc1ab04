import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

/** A product's sums over the range, as the dashboard ranks them. */
export interface RangeSums {
  productId: number;
  quantity: number;
  revenueSen: number;
  lastItemId: number;
}

/** How many products the dashboard shows. */
export const TOP_COUNT = 10;

/** How deep each month's list is read: a second, deeper round before summing every product instead. */
const DEPTHS = [32, 256];

/** More products than this to sum exactly: summing them all (the caller's way) is as cheap. */
const MAX_CANDIDATES = 4_000;

/** The first day of each month from `from`'s to `to`'s, as YYYY-MM-DD. */
export function monthsCovering(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = to.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}-01`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/**
 * The range's best sellers (quantity, then revenue, then product id), found without summing every
 * product the range sold, or null where that cannot be proven (the caller then sums them all).
 *
 * Each month keeps, per product, the sum of its settled days' quantities where positive
 * (`dashboard_product_months`): no range of days within those months sold more of it. Reading each
 * covering month's list best first to a depth, a product seen in none of them sold at most the sum
 * of the lists' values at that depth. The products seen, and those with rows the fold has not yet
 * settled (which the months do not count), are summed exactly; when ten of them sold more than that
 * bound, no other product can be among the ten. One snapshot for all of it (repeatable read), so a
 * fold in between cannot move a row from one side of the proof to the other.
 */
export async function provenTopProducts(
  db: Db,
  q: { from: string; to: string; store: number },
): Promise<RangeSums[] | null> {
  const months = monthsCovering(q.from, q.to);
  return db.transaction(
    async (tx) => {
      const unsettled = (
        await rowsOf<{ product_id: number }>(
          tx,
          sql`
          select distinct product_id from dashboard_product_figures
          where store_id = ${q.store} and day between ${q.from} and ${q.to} and not settled`,
        )
      ).map((r) => Number(r.product_id));
      for (const depth of DEPTHS) {
        const best = await rowsOf<{ month: string; product_id: number; sold_at_most: string }>(
          tx,
          sql`
            select m.month::text as month, b.product_id, b.sold_at_most
            from unnest(${sql.param(months)}::date[]) as m(month)
            cross join lateral (
              select product_id, sold_at_most from dashboard_product_months
              where store_id = ${q.store} and month = m.month
              order by sold_at_most desc nulls last, product_id
              limit ${depth}) as b`,
        );
        // a month read to the depth bounds the rest by its lowest value; one read to its end, by nothing
        let bound = 0;
        let deeper = false;
        for (const month of months) {
          const read = best.filter((b) => b.month === month).map((b) => Number(b.sold_at_most));
          if (read.length < depth) continue;
          bound += Math.max(0, Math.min(...read));
          deeper = true;
        }
        const candidates = [...new Set([...unsettled, ...best.map((b) => Number(b.product_id))])];
        if (candidates.length === 0 || candidates.length > MAX_CANDIDATES) return null;
        const sums = (
          await rowsOf<{ product_id: number; quantity: string; revenue_sen: string; last_item_id: number }>(
            tx,
            sql`
            select product_id, sum(quantity) as quantity, sum(revenue_sen) as revenue_sen, max(last_item_id) as last_item_id
            from dashboard_product_figures
            where store_id = ${q.store} and product_id = any(${sql.param(candidates)}::int[]) and day between ${q.from} and ${q.to}
            group by product_id
            having sum(quantity) <> 0 or sum(revenue_sen) <> 0
            order by sum(quantity) desc, sum(revenue_sen) desc, product_id
            limit ${TOP_COUNT}`,
          )
        ).map((r) => ({
          productId: Number(r.product_id),
          quantity: Number(r.quantity),
          revenueSen: Number(r.revenue_sen),
          lastItemId: Number(r.last_item_id),
        }));
        if (sums.length === TOP_COUNT && sums.every((s) => s.quantity > bound)) return sums;
        // every month read to its end: reading deeper shows nothing new (fewer than ten sold more than
        // nothing, and the others' order needs every product summed)
        if (!deeper) return null;
      }
      return null;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
