import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated, seeded PostgreSQL database that each test server's database is copied from. */
    postgresTemplate: { name: string; runId: string } | undefined;
  }
}

/*
 * The server suite on PostgreSQL used to give each test server a new database, migrated and seeded
 * (about 4.5 s on a busy 2-core machine, most of it the migrations), and dropped it when the server
 * closed (2 to 3.5 s more: the drop waits for a checkpoint). The run now migrates and seeds one
 * template (global-setup.ts); each server's database is `CREATE DATABASE … TEMPLATE` of it (under a
 * second), and the copies are dropped together when the run ends, where their checkpoints coincide
 * (docs/decisions/022-suite-time.md). Every test still gets a fresh database of its own.
 */

const runDatabaseName = (runId: string, kind: 'tpl' | 't') => `roda_${kind}_${runId}`;

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Drops databases of runs whose process is gone (a run stopped before its teardown). */
async function dropLeftovers(adminUrl: string, client: pg.Client) {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname ~ '^roda_(tpl|t)_[0-9]+x'`,
  );
  const gone = rows.filter(({ datname }) => {
    const pid = Number(/^roda_(?:tpl|t)_(\d+)x/.exec(datname)?.[1]);
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  });
  await dropAll(
    adminUrl,
    gone.map((r) => r.datname),
  );
}

async function dropAll(adminUrl: string, names: string[]) {
  // several at a time, each on its own connection: a drop waits for a checkpoint, and drops waiting
  // together share one
  const pool = new pg.Pool({ connectionString: adminUrl, max: 8 });
  try {
    await Promise.all(names.map((name) => pool.query(`drop database if exists ${name} with (force)`)));
  } finally {
    await pool.end();
  }
}

/** Makes the run's template on PostgreSQL; the returned function drops it and every copy. */
export async function makePostgresTemplate(
  adminUrl: string,
): Promise<{ template: { name: string; runId: string }; drop(): Promise<void> }> {
  // the setup process's pid first: a later run drops what a stopped run left (dropLeftovers)
  const runId = `${process.pid}x${Math.random().toString(36).slice(2, 8)}`;
  const name = runDatabaseName(runId, 'tpl');
  await withAdmin(adminUrl, async (client) => {
    await dropLeftovers(adminUrl, client);
    await client.query(`create database ${name}`);
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-pg-template-'));
  const database = await openDatabase({ databaseUrl: urlOf(adminUrl, name), dataDir });
  // as the harness seeds: without public holidays, which it adds for the suites that ask
  await seedIfEmpty(database.db, { publicHolidays: false });
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    template: { name, runId },
    async drop() {
      const copies = await withAdmin(adminUrl, (client) =>
        client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
          `${runDatabaseName(runId, 't')}\\_%`,
        ]),
      );
      await dropAll(adminUrl, [...copies.rows.map((r) => r.datname), name]);
    },
  };
}

/**
 * A database of its own for a test server, copied from the run's template; null when the run made
 * none (a file run outside the suite's global setup). Dropped with the run, not here.
 */
export async function copyPostgresTemplate(adminUrl: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const template = inject('postgresTemplate');
  if (!template) return null;
  const name = `${runDatabaseName(template.runId, 't')}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name} template ${template.name}`));
  return { url: urlOf(adminUrl, name), drop: () => Promise.resolve() };
}
