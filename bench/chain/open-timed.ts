import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';

/*
 * The server's start-up on a kept database, timed from outside: `openDatabase` (the pending
 * migrations in one transaction, then the missing online indexes one at a time, CONCURRENTLY, under
 * the start-up lock; docs/decisions/024-chain-size.md) runs as the server runs it, and a second
 * connection polls when the migrations' rows appear and which index `pg_stat_progress_create_index`
 * shows being built. The split is as fine as the poll (100 ms); openDatabase reports nothing itself.
 */

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const POLL_MS = 100;

interface Applied {
  hash: string;
  createdAt: number;
}

async function appliedMigrations(client: pg.Client): Promise<Applied[]> {
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    `SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/**
 * The migrations the server would run on this database, or why migrating cannot bring it to what a
 * fresh one holds: drizzle runs only files newer than the last one applied, so a file edited after
 * it ran, or one added with an older date, would be skipped silently.
 */
export async function pendingMigrations(url: string): Promise<{ pending: string[] } | { refused: string }> {
  const files = readMigrationFiles({ migrationsFolder });
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const tags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const applied = await appliedMigrations(client).catch(() => null);
    if (!applied) return { refused: 'it has no migration journal' };
    const last = applied.at(-1)?.createdAt ?? 0;
    for (const a of applied) {
      const file = files.find((f) => f.folderMillis === a.createdAt);
      if (!file) return { refused: `a migration it ran (dated ${a.createdAt}) is no longer in the folder` };
      if (file.hash !== a.hash) return { refused: `migration ${tags.get(a.createdAt)} was edited after it ran` };
    }
    const skipped = files.filter((f) => f.folderMillis <= last && !applied.some((a) => a.createdAt === f.folderMillis));
    if (skipped.length)
      return { refused: `migration ${tags.get(skipped[0]?.folderMillis ?? 0)} is dated before the last one applied` };
    return { pending: files.filter((f) => f.folderMillis > last).map((f) => tags.get(f.folderMillis) ?? '?') };
  } finally {
    await client.end();
  }
}

export interface OpenTimes {
  /** The whole openDatabase call, start-up lock included. */
  totalMs: number;
  /** How many migrations ran, and until their transaction committed (as the poll saw it). */
  migrations: { applied: number; ms: number };
  /** Each index built, in order: from when the poll first saw it to the next one's start (or the end). */
  indexes: { name: string; table: string; ms: number }[];
  /** From the migrations' commit to openDatabase's return: the online indexes, checked and built. */
  indexesMs: number;
  /** When openDatabase was called and when it returned, in performance.now() milliseconds. */
  from: number;
  to: number;
}

/** Runs openDatabase on `url` as the server starts, and times its two halves from a second connection. */
export async function openTimed(url: string): Promise<OpenTimes> {
  const monitor = new pg.Client({ connectionString: url });
  await monitor.connect();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-chain-open-'));
  try {
    const before = (await appliedMigrations(monitor)).length;
    const pending = await pendingMigrations(url);
    const expected = before + ('pending' in pending ? pending.pending.length : 0);
    const started = performance.now();
    const since = () => performance.now() - started;
    let migratedAt: number | null = null;
    const seen: { name: string; table: string; at: number }[] = [];
    let done = false;
    const poll = async () => {
      while (!done) {
        const at = since();
        if (migratedAt === null) {
          const { rows } = await monitor.query<{ n: string }>(`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`);
          if (Number(rows[0]?.n ?? 0) >= expected) migratedAt = at;
        }
        // a concurrent build names its index from its first phase (a plain build shows 0 there)
        const { rows } = await monitor.query<{ name: string; table: string }>(
          `SELECT index_relid::regclass::text AS name, relid::regclass::text AS "table"
           FROM pg_stat_progress_create_index WHERE datid = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND index_relid <> 0`,
        );
        for (const r of rows) if (!seen.some((s) => s.name === r.name)) seen.push({ ...r, at });
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    const polling = poll();
    let totalMs: number;
    try {
      const database = await openDatabase({ databaseUrl: url, dataDir });
      totalMs = since();
      await database.close();
    } finally {
      done = true;
      await polling;
    }
    const after = (await appliedMigrations(monitor)).length;
    const migrationsMs = Math.min(migratedAt ?? totalMs, seen[0]?.at ?? totalMs);
    return {
      from: started,
      to: started + totalMs,
      totalMs,
      migrations: { applied: after - before, ms: migrationsMs },
      indexes: seen.map((s, i) => ({ name: s.name, table: s.table, ms: (seen[i + 1]?.at ?? totalMs) - s.at })),
      indexesMs: totalMs - migrationsMs,
    };
  } finally {
    await monitor.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The lines a log shows for one timed start-up. */
export function describeOpen(times: OpenTimes): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
  return [
    `  ${`migrations (${times.migrations.applied} ran)`.padEnd(48)} ${s(times.migrations.ms)}`,
    ...times.indexes.map((i) => `    ${`${i.name} on ${i.table}`.padEnd(46)} ${s(i.ms)}`),
    `  ${`online indexes (${times.indexes.length} built concurrently)`.padEnd(48)} ${s(times.indexesMs)}`,
  ];
}
