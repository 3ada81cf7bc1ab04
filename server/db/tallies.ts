import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowTallies } from './schema';

/*
 * Totals of orders and work orders per store and status, read from the rows of changes the database
 * appends on every write (tables/tallies.ts). A sum over a few thousand rows, whatever the number of
 * orders; exact as of the statement that reads it, as a count would be.
 */

type Tally = (typeof rowTallies.$inferSelect)['tally'];

/** Every status's total in one store (or in all, when storeId is undefined). */
export async function tallyByStatus(db: Db, tally: Tally, storeId: number | undefined): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: rowTallies.status, n: sql<string>`sum(${rowTallies.n})` })
    .from(rowTallies)
    .where(and(eq(rowTallies.tally, tally), storeId === undefined ? undefined : eq(rowTallies.storeId, storeId)))
    .groupBy(rowTallies.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Every (store, status) total, in one store or in all. */
export async function tallyByStoreAndStatus(db: Db, tally: Tally, storeId: number | null) {
  const rows = await db
    .select({ storeId: rowTallies.storeId, status: rowTallies.status, n: sql<string>`sum(${rowTallies.n})` })
    .from(rowTallies)
    .where(and(eq(rowTallies.tally, tally), storeId === null ? undefined : eq(rowTallies.storeId, storeId)))
    .groupBy(rowTallies.storeId, rowTallies.status);
  return rows.map((r) => ({ storeId: r.storeId, status: r.status, n: Number(r.n) }));
}

/** The total of some statuses (all, when none are given) in one store or in all, of one kind or all. */
export async function tallyTotal(
  db: Db,
  tally: Tally,
  storeId: number | undefined,
  statuses?: readonly string[],
  kind?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | null>`sum(${rowTallies.n})` })
    .from(rowTallies)
    .where(
      and(
        eq(rowTallies.tally, tally),
        storeId === undefined ? undefined : eq(rowTallies.storeId, storeId),
        statuses === undefined ? undefined : inArray(rowTallies.status, [...statuses]),
        kind === undefined ? undefined : eq(rowTallies.kind, kind),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Folds the rows of changes into one row per (tally, kind, store, status). One statement: the rows it
 * deletes are those its snapshot sees, and their sum goes back in; rows written meanwhile are kept as
 * they are. Safe in several processes at once.
 */
export async function foldTallies(db: Db): Promise<void> {
  await db.execute(sql`
    with folded as (delete from ${rowTallies} returning tally, kind, store_id, status, n)
    insert into ${rowTallies} (tally, kind, store_id, status, n)
      select tally, kind, store_id, status, sum(n) from folded group by 1, 2, 3, 4 having sum(n) <> 0`);
}
