import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Dashboard } from '../../../src/shared/contract/office-dashboard';
import type { Db } from '../../db/client';
import { uploads, users } from '../../db/schema';

/**
 * Photos of the handover and return checklists, taken in the staff app and sent by its outbox. Written
 * into the SQL as it stands (not as parameters) so that the planner matches the partial index
 * uploads_photo_lag_idx, which holds only these photos: a call reads the range's photos, not the table.
 */
const HANDOVER_PURPOSES = sql.raw(`('handover', 'return', 'group')`);

/**
 * Photo upload lag: from the photo being taken (the outbox entry's time, sent as `capturedAt`) to
 * its arrival (the upload row's time), for photos that arrived in the range. A manager: photos
 * their store's staff took.
 *
 * Not kept by day like the other figures: an exact median and 90th percentile need every value of the
 * range, which no sum by day holds. The index keeps the cost to the photos of the range (about 50 ms
 * for 50,000 photos, a chain's month); a manager's reads their staff's photos by uploads_owner_idx.
 */
export async function uploadLag(
  db: Db,
  q: { start: Date; end: Date; storeId: number | null },
): Promise<Dashboard['uploadLag']> {
  const seconds = sql`extract(epoch from (${uploads.createdAt} - ${uploads.capturedAt}))`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${seconds})`,
      p90: sql<number | null>`percentile_cont(0.9) within group (order by ${seconds})`,
      max: sql<number | null>`max(${seconds})`,
      under1m: sql<number>`count(*) filter (where ${seconds} < 60)::int`,
      under5m: sql<number>`count(*) filter (where ${seconds} >= 60 and ${seconds} < 300)::int`,
      under30m: sql<number>`count(*) filter (where ${seconds} >= 300 and ${seconds} < 1800)::int`,
      under2h: sql<number>`count(*) filter (where ${seconds} >= 1800 and ${seconds} < 7200)::int`,
      over2h: sql<number>`count(*) filter (where ${seconds} >= 7200)::int`,
    })
    .from(uploads)
    .where(
      and(
        sql`${uploads.purpose} in ${HANDOVER_PURPOSES}`,
        isNotNull(uploads.capturedAt),
        gte(uploads.createdAt, q.start),
        lt(uploads.createdAt, q.end),
        q.storeId === null
          ? undefined
          : sql`${uploads.ownerId} in (select ${users.id} from ${users} where ${users.storeId} = ${q.storeId})`,
      ),
    );
  const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    count: row?.count ?? 0,
    medianSeconds: num(row?.median),
    p90Seconds: num(row?.p90),
    maxSeconds: num(row?.max),
    buckets: (['under1m', 'under5m', 'under30m', 'under2h', 'over2h'] as const).map((bucket) => ({
      bucket,
      count: Number(row?.[bucket] ?? 0),
    })),
  };
}
