import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../http/errors';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;
/** Stored answers are kept at least this long (DESIGN §3: 7 days). */
export const IDEMPOTENCY_RETENTION_DAYS = 8;

export interface StoredAnswer {
  httpStatus: number;
  body: unknown;
}

export const requestHash = (path: string, body: string) =>
  createHash('sha256').update(path).update('\n').update(body).digest('hex');

/**
 * Claims `key` inside the caller's transaction. Returns the stored answer of an earlier identical
 * request, or null when this request is the first and should run. A concurrent duplicate waits on
 * the primary key until the first commits, then sees its answer.
 */
export async function claimKey(
  tx: Db,
  scope: string,
  key: string,
  path: string,
  hash: string,
): Promise<StoredAnswer | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, path, requestHash: hash, state: 'running' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!existing) throw new AppError(ResultCode.idempotencyInProgress, 'idempotencyInProgress');
  if (existing.requestHash !== hash || existing.path !== path) {
    throw new AppError(ResultCode.idempotencyKeyReused, 'idempotencyKeyReused');
  }
  if (existing.state !== 'done' || existing.httpStatus === null) {
    throw new AppError(ResultCode.idempotencyInProgress, 'idempotencyInProgress');
  }
  return { httpStatus: existing.httpStatus, body: existing.response };
}

export async function storeAnswer(tx: Db, scope: string, key: string, answer: StoredAnswer) {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'done', httpStatus: answer.httpStatus, response: answer.body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Drops answers past retention; run at start and daily. */
export async function pruneKeys(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
