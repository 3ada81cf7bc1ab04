import { and, asc, eq, lte, or } from 'drizzle-orm';
import { DATA_EXPORT_KEEP_DAYS } from '../../src/shared/contract/privacy-export';
import type { Database, Db } from '../db/client';
import { dataRequests } from '../db/schema';
import type { Lang } from '../i18n/language';
import { removeExportFiles, writeExportFiles } from './export-files';
import { renderSummary, jsonSafe } from './export-summary';
import { SECRET_COLUMNS } from './export-tables';
import { collectPersonRows } from './export-walk';

/*
 * The job that prepares copies of people's data and removes them when their time is up
 * (docs/product.md#personal-data-export). Several processes may run it at once: a copy is claimed
 * with `for update skip locked` and prepared while the claim's transaction holds it (its reads are
 * that transaction's), so no two processes prepare the same one; a process that dies mid-way lets
 * the lock go and the copy is prepared again.
 */

const DAY_MS = 86_400_000;
/** At most this many copies per pass, so one pass never runs on for long. */
const PER_PASS = 10;

/** The data file: the person's tables, and what was left out and why. */
export function exportJson(tables: Map<string, unknown[]>, userId: number, madeAt: Date): string {
  const leftOut = Object.fromEntries(
    Object.entries(SECRET_COLUMNS).flatMap(([table, columns]) =>
      Object.entries(columns).map(([column, why]) => [`${table}.${column}`, why]),
    ),
  );
  const document = {
    format: 'roda-personal-data',
    version: 1,
    madeAt: madeAt.toISOString(),
    userId,
    tables: Object.fromEntries(tables),
    leftOut,
  };
  return `${JSON.stringify(document, jsonSafe, 2)}\n`;
}

/** Claims one copy to prepare and prepares it; answers its id, or null when none waits. */
async function prepareOne(db: Db, dataDir: string, now: Date): Promise<number | null> {
  let claimed: number | null = null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(dataRequests)
        .where(and(eq(dataRequests.kind, 'export'), eq(dataRequests.status, 'preparing')))
        .orderBy(asc(dataRequests.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      claimed = row.id;
      const tables = await collectPersonRows(tx, row.userId);
      const madeAt = new Date();
      const { fileKey, fileBytes } = await writeExportFiles(
        dataDir,
        row.id,
        exportJson(tables, row.userId, madeAt),
        (lang: Lang) => renderSummary(tables, lang, madeAt),
      );
      await tx
        .update(dataRequests)
        .set({
          status: 'ready',
          fileKey,
          fileBytes,
          finishedAt: madeAt,
          expiresAt: new Date(Math.max(madeAt.getTime(), now.getTime()) + DATA_EXPORT_KEEP_DAYS * DAY_MS),
        })
        .where(eq(dataRequests.id, row.id));
      return row.id;
    });
  } catch (error) {
    if (claimed === null) throw error;
    await db
      .update(dataRequests)
      .set({ status: 'failed', finishedAt: new Date(), note: String((error as Error).message ?? error).slice(0, 500) })
      .where(and(eq(dataRequests.id, claimed), eq(dataRequests.status, 'preparing')));
    return claimed;
  }
}

/** Removes the files of ready copies past their time and marks them expired; the rows stay. */
async function expireDue(db: Db, dataDir: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.kind, 'export'), eq(dataRequests.status, 'ready'), lte(dataRequests.expiresAt, now)))
      .limit(100)
      .for('update', { skipLocked: true });
    for (const row of due) {
      if (row.fileKey) await removeExportFiles(dataDir, row.fileKey);
      await tx.update(dataRequests).set({ status: 'expired', fileKey: null }).where(eq(dataRequests.id, row.id));
    }
    return due.length;
  });
}

/**
 * One pass: every copy waiting is prepared, every copy past its time removed. A plain read first,
 * so that a pass with nothing to do writes nothing (PGlite's read cache, server/db/write-count.ts).
 */
export async function runDataExports(
  database: Pick<Database, 'db'>,
  dataDir: string,
  now = new Date(),
): Promise<{ prepared: number; expired: number }> {
  const { db } = database;
  const [waiting] = await db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.kind, 'export'),
        or(
          eq(dataRequests.status, 'preparing'),
          and(eq(dataRequests.status, 'ready'), lte(dataRequests.expiresAt, now)),
        ),
      ),
    )
    .limit(1);
  if (!waiting) return { prepared: 0, expired: 0 };
  let prepared = 0;
  while (prepared < PER_PASS && (await prepareOne(db, dataDir, now)) !== null) prepared++;
  return { prepared, expired: await expireDue(db, dataDir, now) };
}
