import { lt, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema';
import type { TextKey, TextParams } from '../i18n/text-catalogue';
import { AppError } from './errors';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one request against `bucket` in the current fixed window and says whether it is within
 * the limit. One atomic upsert in the database, so the count holds across parallel requests and
 * across every server process.
 */
export async function withinRate(db: Db, bucket: string, rule: RateRule, now: Date): Promise<boolean> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateCounters.bucket, rateCounters.windowStart],
      set: { hits: sql`${rateCounters.hits} + 1` },
    })
    .returning({ hits: rateCounters.hits });
  return (row?.hits ?? 0) <= rule.limit;
}

/** Seconds until the current window of `rule` ends: when a refused request may come again. */
export const secondsToNextWindow = (rule: RateRule, now: Date) => {
  const windowMs = rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowMs - (now.getTime() % windowMs)) / 1000));
};

/**
 * Refuses with 1501 (or the given message) when `bucket` is over its limit. The answer's data says
 * when to come again (`retryAfterSeconds`), so the outbox waits that long instead of backing off.
 */
export async function requireRate(
  db: Db,
  bucket: string,
  rule: RateRule,
  now: Date,
  message: TextKey = 'rateLimited',
  params?: TextParams,
) {
  if (!(await withinRate(db, bucket, rule, now))) {
    throw new AppError(ResultCode.rateLimited, message, params, { retryAfterSeconds: secondsToNextWindow(rule, now) });
  }
}

/**
 * Drops windows that ended more than a day ago (the longest window is an hour); run hourly, a batch
 * at a time through rate_counters_window_idx (docs/decisions/027-personal-data.md).
 */
export async function pruneRateCounters(db: Db, now = new Date(), batch = 1000) {
  const cutoff = new Date(now.getTime() - 86_400_000);
  for (;;) {
    const oldest = db
      .select({ bucket: rateCounters.bucket, windowStart: rateCounters.windowStart })
      .from(rateCounters)
      .where(lt(rateCounters.windowStart, cutoff))
      .orderBy(rateCounters.windowStart)
      .limit(batch);
    const gone = await db
      .delete(rateCounters)
      .where(sql`(${rateCounters.bucket}, ${rateCounters.windowStart}) in ${oldest}`)
      .returning({ bucket: rateCounters.bucket });
    if (gone.length < batch) return;
  }
}

/**
 * The rate limits (docs/architecture.md#limits): uploads per user, anonymous leads per address,
 * pickup-code guesses per order.
 */
export type RateRules = Record<
  'uploadsPerUser' | 'leadsPerAddress' | 'pickupGuessesPerOrder' | 'pickupLookupsPerUser',
  RateRule
>;

export const RATE_RULES: RateRules = {
  /**
   * A handover's ten photos at once and the outbox's drain on a fast line (about 6 a second) fit;
   * sixty in one second do not.
   */
  uploadsPerUser: { limit: 20, windowSeconds: 2 },
  leadsPerAddress: { limit: 10, windowSeconds: 3600 },
  pickupGuessesPerOrder: { limit: 5, windowSeconds: 900 },
  /** Finding an order by its pickup code is a guess too: a busy counter's look-ups fit, a sweep does not. */
  pickupLookupsPerUser: { limit: 30, windowSeconds: 900 },
};
