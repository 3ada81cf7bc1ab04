import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { type Dashboard, uploadLagBuckets } from '../../../src/shared/contract/office-dashboard';
import type { Db } from '../../db/client';
import { dashboardLagFigures } from '../../db/schema';

/**
 * Photo upload lag: from the photo being taken (the outbox entry's time, sent as `capturedAt`) to its
 * arrival, for the handover, return and group photos that arrived in the range; a store's: photos its
 * staff took. Read from the figures kept by Malaysian day and store (migration 0024), where each photo
 * is kept at the precision the dashboard shows its lag: a few hundred rows a day for the whole chain,
 * whatever the number of photos. The median and the 90th percentile are the lag within which half and
 * nine in ten of the photos arrived (percentile_disc: a photo's own lag, never one between two), so
 * they are exact to what the screen shows; so is the slowest.
 */
export async function uploadLag(
  db: Db,
  q: { from: string; to: string; storeId: number | null },
): Promise<Dashboard['uploadLag']> {
  const f = dashboardLagFigures;
  const rows = await db
    .select({ shown: f.shown, bar: f.bar, photos: sql<string>`sum(${f.photos})` })
    .from(f)
    .where(and(eq(f.storeId, q.storeId ?? -1), gte(f.day, q.from), lte(f.day, q.to)))
    .groupBy(f.shown, f.bar)
    .having(sql`sum(${f.photos}) <> 0`)
    .orderBy(f.shown, f.bar);
  const lags = rows.map((r) => ({ shown: r.shown, bar: r.bar, photos: Number(r.photos) }));
  const count = lags.reduce((n, l) => n + l.photos, 0);
  /** The lag at the photo of this rank (percentile_disc's: the ceil(fraction × count)th, counted from 1). */
  const at = (fraction: number) => {
    const rank = Math.max(1, Math.ceil(fraction * count));
    let seen = 0;
    for (const lag of lags) if ((seen += lag.photos) >= rank) return lag.shown;
    return null;
  };
  return {
    count,
    medianSeconds: count === 0 ? null : at(0.5),
    p90Seconds: count === 0 ? null : at(0.9),
    maxSeconds: lags.at(-1)?.shown ?? null,
    buckets: uploadLagBuckets.map((bucket, bar) => ({
      bucket,
      count: lags.filter((l) => l.bar === bar).reduce((n, l) => n + l.photos, 0),
    })),
  };
}
