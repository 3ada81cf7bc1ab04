import { sql } from 'drizzle-orm';
import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import type { MediaStorage } from '../uploads/storage';
import { purgeHandoverPhotos } from './retention-photos';

/*
 * Keep only what is needed (docs/decisions/027-personal-data.md): each rule below is a window after
 * which a record is deleted, enforced once a day by runRetention (server/jobs.ts) in every process.
 * Each job deletes in small batches, each batch entering the table through an index, so a table of
 * millions of rows is never locked or read whole in one statement. Idempotency answers and rate
 * windows have jobs of their own (pruneKeys, pruneRateCounters), listed in the decision.
 */

export const RETENTION = {
  /** Login and confirmation codes: long enough to look into abuse of a phone number. */
  otpDays: 30,
  /** The development SMS store (never used in production): a code is useless after minutes. */
  devSmsHours: 24,
  /** A push subscription that has not taken a notice for this long belongs to a device gone quiet. */
  pushIdleDays: 180,
  /** App versions seen per device: the office's adoption view reads 90 days at most. */
  appVersionDays: 100,
} as const;

/** Rows per statement. */
export const RETENTION_BATCH = 1000;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Runs `batch` until it deletes fewer than a full batch; resolves with how many rows went. */
async function inBatches(batch: () => Promise<number>, size: number): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = await batch();
    total += gone;
    if (gone < size) return total;
  }
}

const deleted = async (db: Db, statement: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(db, statement)).length;

/**
 * OTP records older than RETENTION.otpDays. otp_codes has no index on its time alone, but its ids
 * grow with it: each batch takes the oldest rows by primary key and deletes those past the window,
 * so a batch reads at most `size` rows and the walk stops at the first batch not wholly due.
 */
export function pruneOtpCodes(db: Db, now: Date, size = RETENTION_BATCH) {
  const cutoff = daysBefore(now, RETENTION.otpDays);
  return inBatches(
    () =>
      deleted(
        db,
        sql`delete from otp_codes where id in (select id from otp_codes order by id limit ${size})
            and created_at < ${cutoff.toISOString()}::timestamptz returning 1 as n`,
      ),
    size,
  );
}

/** The development SMS store's codes older than RETENTION.devSmsHours (a small table, one row per phone). */
export function pruneDevSmsCodes(db: Db, now: Date, size = RETENTION_BATCH) {
  const cutoff = new Date(now.getTime() - RETENTION.devSmsHours * 3_600_000);
  return inBatches(
    () =>
      deleted(
        db,
        sql`delete from dev_sms_codes where phone in
              (select phone from dev_sms_codes where sent_at < ${cutoff.toISOString()}::timestamptz limit ${size}) returning 1 as n`,
      ),
    size,
  );
}

/**
 * Push subscriptions that took no notice (or, never used, were made) more than RETENTION.pushIdleDays
 * ago. No index orders them by that time, so the walk goes through the primary key in ranges of
 * `size` ids, each a bounded index range (docs/decisions/027-personal-data.md names the index that
 * would make it direct).
 */
export async function prunePushSubscriptions(db: Db, now: Date, size = RETENTION_BATCH) {
  const cutoff = daysBefore(now, RETENTION.pushIdleDays);
  const [bounds] = await rowsOf<{ low: number | null; high: number | null }>(
    db,
    sql`select min(id) as low, max(id) as high from push_subscriptions`,
  );
  if (bounds?.low == null || bounds.high == null) return 0;
  let total = 0;
  for (let from = Number(bounds.low); from <= Number(bounds.high); from += size) {
    total += await deleted(
      db,
      sql`delete from push_subscriptions where id >= ${from} and id < ${from + size}
            and coalesce(last_success_at, created_at) < ${cutoff.toISOString()}::timestamptz returning 1 as n`,
    );
  }
  return total;
}

/** Adoption rows (day, device, version) of days before RETENTION.appVersionDays, through the key's leading day. */
export function pruneAppVersionDays(db: Db, now: Date, size = RETENTION_BATCH) {
  const cutoff = malaysiaDateOf(daysBefore(now, RETENTION.appVersionDays));
  return inBatches(
    () =>
      deleted(
        db,
        sql`delete from app_version_days where (day, device, version) in
              (select day, device, version from app_version_days where day < ${cutoff}::date
               order by day limit ${size}) returning 1 as n`,
      ),
    size,
  );
}

export type RetentionCounts = Record<'otp' | 'devSms' | 'push' | 'appVersions' | 'photos', number>;

/** Every retention job of decision 027 once, one after another (the daily job of server/jobs.ts). */
export async function runRetention(db: Db, storage: MediaStorage, now = new Date()): Promise<RetentionCounts> {
  return {
    otp: await pruneOtpCodes(db, now),
    devSms: await pruneDevSmsCodes(db, now),
    push: await prunePushSubscriptions(db, now),
    appVersions: await pruneAppVersionDays(db, now),
    photos: await purgeHandoverPhotos(db, storage, now),
  };
}
