import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import {
  DATA_EXPORT_EVERY_HOURS,
  DATA_EXPORT_FILE_PATH,
  type DataExport,
  type DataExportFormat,
} from '../../src/shared/contract/privacy-export';
import { formatDateTime } from '../../src/shared/lib/format';
import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import type { Db } from '../db/client';
import { dataRequests } from '../db/schema';
import { AppError } from '../http/errors';
import type { Lang } from '../i18n/language';
import { readExportFile } from './export-files';

/*
 * A copy of my data (docs/product.md#personal-data-export): asking for one, the list of mine, and
 * the download of a ready one. The copy itself is prepared by the job (export-job.ts).
 */

type RequestRow = typeof dataRequests.$inferSelect;

const HOUR_MS = 3_600_000;

/** A request as its owner sees it: a ready copy past its time reads as expired before the job runs. */
export function exportView(row: RequestRow, now: Date): DataExport {
  const lapsed = row.status === 'ready' && (!row.expiresAt || row.expiresAt <= now);
  const status = lapsed ? 'expired' : row.status;
  if (status === 'done' || status === 'refused') throw new Error(`not an export: ${row.id}`);
  return {
    id: row.id,
    status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    fileBytes: status === 'ready' ? row.fileBytes : null,
    downloadPath: status === 'ready' ? DATA_EXPORT_FILE_PATH : null,
  };
}

/**
 * Asks for a copy: a copy preparing or ready is answered as it is; otherwise one new copy per
 * DATA_EXPORT_EVERY_HOURS (a failed one does not count: the failure was Roda's). The person's row
 * is locked first, so two requests at once make one copy.
 */
export async function requestDataExport(db: Db, userId: number, now: Date): Promise<DataExport> {
  await db.execute(sql`select id from users where id = ${userId} for update`);
  const [latest] = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, 'export'), ne(dataRequests.status, 'failed')))
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
    .limit(1);
  if (latest) {
    const view = exportView(latest, now);
    if (view.status === 'preparing' || view.status === 'ready') return view;
    const next = new Date(latest.createdAt.getTime() + DATA_EXPORT_EVERY_HOURS * HOUR_MS);
    if (next > now) {
      throw new AppError(ResultCode.rateLimited, 'dataExportTooSoon', { time: (lang) => formatDateTime(next, lang) });
    }
  }
  const [row] = await db
    .insert(dataRequests)
    .values({ userId, kind: 'export', status: 'preparing', requestedBy: userId, createdAt: now })
    .returning();
  return exportView(row as RequestRow, now);
}

/** The person's copies, newest first. */
export async function listDataExports(db: Db, userId: number, now: Date): Promise<{ requests: DataExport[] }> {
  const rows = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, 'export')))
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
    .limit(20);
  return { requests: rows.map((row) => exportView(row, now)) };
}

/** One file of a ready copy, to its owner only: its bytes, type and download name. */
export async function dataExportFile(
  db: Db,
  dataDir: string,
  request: { userId: number; id: number; format: DataExportFormat; lang: Lang; now: Date },
): Promise<{ body: Buffer; type: string; name: string }> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.id, request.id), eq(dataRequests.kind, 'export')));
  // another person's copy is answered as one that does not exist
  if (!row || row.userId !== request.userId) throw new AppError(ResultCode.notFound, 'dataExportMissing');
  const view = exportView(row, request.now);
  if (view.status === 'preparing') throw new AppError(ResultCode.conflict, 'dataExportPreparing');
  if (view.status !== 'ready' || !row.fileKey) throw new AppError(ResultCode.conflict, 'dataExportExpired');
  const body = await readExportFile(dataDir, row.fileKey, request.format, request.lang);
  if (!body) throw new AppError(ResultCode.conflict, 'dataExportExpired');
  const base = `roda-my-data-${malaysiaDateOf(row.createdAt)}`;
  return request.format === 'json'
    ? { body, type: 'application/json; charset=utf-8', name: `${base}.json` }
    : { body, type: 'text/html; charset=utf-8', name: `${base}.html` };
}
