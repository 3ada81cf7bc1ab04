import type pg from 'pg';

/** One set-based statement (or a few, separated by semicolons) of the generator, timed on its own. */
export interface Step {
  name: string;
  sql: string;
}

/**
 * The session the generator runs in: commits without waiting for the disk (a crash means a
 * regeneration, nothing else), memory for sorts and index builds, and `pg_temp.r(k, n)`, the
 * deterministic random number in [0, 1) of row `n` in stream `k` (PostgreSQL's own integer hash,
 * so the same database grown twice is the same).
 */
export const sessionSetup = `
SET synchronous_commit = off;
SET jit = off;
SET work_mem = '256MB';
SET maintenance_work_mem = '1GB';
SET temp_buffers = '1GB';
SET max_parallel_maintenance_workers = 2;
CREATE FUNCTION pg_temp.r(k int, n bigint) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT (hashint8(n * 1000003 + k)::bigint + 2147483648)::float8 / 4294967296.0::float8 $$;`;

/** The tables grown by the million: their secondary indexes are built once at the end, not row by row. */
export const BULK_TABLES = [
  'users',
  'vehicles',
  'orders',
  'order_items',
  'order_events',
  'payments',
  'refunds',
  'gateway_refunds',
  'receipts',
  'work_orders',
  'work_order_signoffs',
  'complaints',
  'order_ratings',
  'messages',
];

/**
 * Drops the secondary indexes of `tables` (not those behind a primary key or unique constraint)
 * and returns their definitions as the schema has them now (migrations and online indexes alike).
 */
export async function dropIndexes(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY 1`,
    [tables],
  );
  for (const r of rows) await client.query(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}

/** Runs steps one after the other, printing each one's time; returns the seconds of each. */
export async function runSteps(
  client: pg.Client,
  steps: Step[],
  log: (line: string) => void,
): Promise<{ name: string; seconds: number }[]> {
  const times: { name: string; seconds: number }[] = [];
  for (const step of steps) {
    const started = performance.now();
    try {
      await client.query(step.sql);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`step "${step.name}" failed: ${message}`, { cause: error });
    }
    const seconds = (performance.now() - started) / 1000;
    times.push({ name: step.name, seconds });
    log(`  ${step.name.padEnd(28)} ${seconds.toFixed(1).padStart(7)} s`);
  }
  return times;
}
