import { desc, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appVersionDays } from '../../db/schema';
import { malaysiaDateOf } from '../../../src/shared/lib/malaysia-time';

const MAX_PENDING = 20_000;
const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;
const ROWS_PER_INSERT = 1_000;

/**
 * App adoption, recorded off the request path (docs/decisions/018-back-office.md): a request only
 * adds "day|device|version" to an in-memory set (a Set.add; the same device and version once a
 * day); a timer writes the new ones every minute in batched `INSERT … ON CONFLICT DO NOTHING`. A
 * crash loses at most a minute of sightings, which a count of devices per version can afford; the
 * health and dictionary calls do no database write for it.
 */
export function createAdoptionRecorder(db: Db, flushEveryMs = 60_000) {
  let pending = new Set<string>();
  let seenDay = '';
  let seen = new Set<string>();
  let flushing: Promise<void> | null = null;

  function note(device: string | undefined, version: string | undefined, now = new Date()) {
    if (!device || !version || device.length > 64 || !VERSION.test(version)) return;
    const day = malaysiaDateOf(now);
    if (day !== seenDay) {
      seenDay = day;
      seen = new Set();
    }
    const key = `${day}|${device}|${version}`;
    if (seen.has(key) || pending.size >= MAX_PENDING) return;
    seen.add(key);
    pending.add(key);
  }

  async function write(keys: string[]) {
    for (let i = 0; i < keys.length; i += ROWS_PER_INSERT) {
      const rows = keys.slice(i, i + ROWS_PER_INSERT).map((k) => {
        const [day = '', device = '', version = ''] = k.split('|');
        return { day, device, version };
      });
      await db.insert(appVersionDays).values(rows).onConflictDoNothing();
    }
  }

  /** Writes what was noted since the last flush (one flush at a time). */
  async function flush() {
    while (flushing) await flushing;
    if (pending.size === 0) return;
    const keys = [...pending];
    pending = new Set();
    flushing = write(keys).finally(() => {
      flushing = null;
    });
    await flushing;
  }

  const timer = setInterval(() => void flush().catch(() => undefined), flushEveryMs);
  timer.unref();
  return { note, flush, stop: () => clearInterval(timer) };
}

export type AdoptionRecorder = ReturnType<typeof createAdoptionRecorder>;

/** Devices per app version over the last `days` days, each device counted once, under its newest version. */
export async function adoptionOf(db: Db, days: number, now: Date) {
  const from = malaysiaDateOf(new Date(now.getTime() - (days - 1) * 86_400_000));
  const numeric = (v: unknown) => sql`string_to_array(${v}, '.')::int[]`;
  const latest = db
    .selectDistinctOn([appVersionDays.device], { device: appVersionDays.device, version: appVersionDays.version })
    .from(appVersionDays)
    .where(gte(appVersionDays.day, from))
    .orderBy(appVersionDays.device, desc(appVersionDays.day), desc(numeric(appVersionDays.version)))
    .as('latest');
  const rows = await db
    .select({ version: latest.version, devices: sql<number>`count(*)::int` })
    .from(latest)
    .groupBy(latest.version)
    .orderBy(desc(numeric(latest.version)));
  return rows.map((r) => ({ version: r.version, devices: Number(r.devices) }));
}
