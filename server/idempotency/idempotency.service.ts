import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Statement } from '../db/bracketed-transaction';
import type { Db } from '../db/client';
import { runPrepared } from '../db/prepared';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../http/errors';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;
/** Stored answers are kept this long: at least the 7 days of docs/architecture.md#idempotency. */
export const IDEMPOTENCY_RETENTION_DAYS = 8;

export interface StoredAnswer {
  httpStatus: number;
  body: unknown;
}

interface ClaimRow {
  path: string;
  requestHash: string;
  state: 'running' | 'done';
  httpStatus: number | null;
  response: unknown;
}

export const requestHash = (path: string, body: string) =>
  createHash('sha256').update(path).update('\n').update(body).digest('hex');

const CLAIM = `insert into idempotency_keys (scope, key, path, request_hash, state) values ($1, $2, $3, $4, 'running')
  on conflict do nothing returning key`;
const STORE = `update idempotency_keys set state = 'done', http_status = $3, response = $4::jsonb
  where scope = $1 and key = $2`;

/**
 * The statement that claims `key` inside a transaction: it returns a row when this request is the
 * first with it. A concurrent duplicate waits on the primary key until the first commits.
 */
export const claimStatement = (scope: string, key: string, path: string, hash: string): Statement => ({
  text: CLAIM,
  params: [scope, key, path, hash],
  name: 'bracket_idempotency_claim',
});

/** The statement that keeps a claimed key's answer, in the claim's transaction. */
export const storeStatement = (scope: string, key: string, answer: StoredAnswer): Statement => ({
  text: STORE,
  params: [scope, key, answer.httpStatus, JSON.stringify(answer.body)],
  name: 'bracket_idempotency_store',
});

/**
 * The answer kept for a key this request could not claim, read after the claim waited for the
 * first request's commit (a statement of its own: the claim's snapshot would not see that answer).
 * A key still running, or used for another request, is refused.
 */
export async function answerOfClaimedKey(
  tx: Db,
  scope: string,
  key: string,
  path: string,
  hash: string,
): Promise<StoredAnswer> {
  const [existing] = await runPrepared<ClaimRow>(
    tx,
    'idempotency_stored',
    `select path, request_hash as "requestHash", state, http_status as "httpStatus", response
     from idempotency_keys where scope = $1 and key = $2`,
    [scope, key],
  );
  if (!existing) throw new AppError(ResultCode.idempotencyInProgress, 'idempotencyInProgress');
  if (existing.requestHash !== hash || existing.path !== path) {
    throw new AppError(ResultCode.idempotencyKeyReused, 'idempotencyKeyReused');
  }
  if (existing.state !== 'done' || existing.httpStatus === null) {
    throw new AppError(ResultCode.idempotencyInProgress, 'idempotencyInProgress');
  }
  return { httpStatus: existing.httpStatus, body: existing.response };
}

/**
 * Drops answers past retention; run at start and daily. A batch at a time, each the oldest rows
 * through idempotency_created_idx, so millions of answers never go in one statement
 * (docs/decisions/027-personal-data.md).
 */
export async function pruneKeys(db: Db, now = new Date(), batch = 1000) {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000);
  for (;;) {
    const oldest = db
      .select({ scope: idempotencyKeys.scope, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .orderBy(idempotencyKeys.createdAt)
      .limit(batch);
    const gone = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in ${oldest}`)
      .returning({ key: idempotencyKeys.key });
    if (gone.length < batch) return;
  }
}
