import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { applyOnlineIndexes } from './online-indexes';
import { countWrites } from './write-count';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

/** The one database type every query is written against: PGlite and PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /**
   * Runs `work` while no other process on this database runs start-up work (a PostgreSQL advisory
   * lock): several processes started at once migrate and seed one after the other, not together.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * How many writes this process has finished, where no other process writes (PGlite,
   * write-count.ts); null on PostgreSQL. An unchanged count means an unchanged database.
   */
  writeCount: (() => number | null) | null;
  close(): Promise<void>;
}

/** Any fixed number; it names the start-up lock among the database's advisory locks. */
const STARTUP_LOCK = 7_170_017;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Extensions the migrations create, loaded into every PGlite (PostgreSQL ships them as contrib). */
export const pgliteExtensions = { pg_trgm };

/** Opens PostgreSQL when a URL is given, else PGlite under dataDir/pglite; migrates either way. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // an idle connection dropped by the server (restart, failover, a dropped test database) must not
    // crash the process: pg opens a new one for the next query
    pool.on('error', (error) => options.onConnectionError?.(error));
    // a connection lent out (a transaction's) that drops emits 'error' too, and the pool listens only
    // to idle ones: unheard, it would end the process. The query waiting on it fails on its own, and
    // the pool does not lend a connection that cannot take queries again.
    pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
    const db = drizzlePg({ client: pool, schema });
    const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        // asked again and again rather than waited for in one statement: a statement waiting for the
        // lock holds a snapshot, and the holder's CREATE INDEX CONCURRENTLY waits for every older
        // snapshot to end (online-indexes.ts), so the two would wait for each other for ever
        for (;;) {
          const { rows } = await holder.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
            STARTUP_LOCK,
          ]);
          if (rows[0]?.locked) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    };
    await withStartupLock(async () => {
      await migratePg(db, { migrationsFolder });
      await applyOnlineIndexes((text, params) => pool.query(text, params), 'postgres');
    });
    return { db: db as unknown as Db, kind: 'postgres', withStartupLock, writeCount: null, close: () => pool.end() };
  }
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  const writeCount = countWrites(client);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await applyOnlineIndexes((text, params) => client.query(text, params), 'pglite');
  // one process owns a PGlite directory: nothing to wait for
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    withStartupLock: (work) => work(),
    writeCount,
    close: () => client.close(),
  };
}
