import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describeOnPostgres, testDatabaseUrl } from '../testing/harness';
import { createThrowawayDatabase } from '../testing/throwaway-database';
import { applyOnlineIndexes, readOnlineIndexes } from './online-indexes';
import * as schema from './schema';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'roda-online-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folderWith(statements: string): string {
  const folder = mkdtempSync(path.join(scratch, 'f-'));
  writeFileSync(path.join(folder, '0001_probe.sql'), statements);
  return folder;
}

it('refuses anything but CREATE INDEX IF NOT EXISTS, and adds CONCURRENTLY for PostgreSQL', () => {
  expect(() => readOnlineIndexes(folderWith('ALTER TABLE orders ADD COLUMN x int;'))).toThrow(/only CREATE/);
  expect(() => readOnlineIndexes(folderWith('CREATE INDEX "a" ON orders (id);'))).toThrow(/only CREATE/);
  const [unique] = readOnlineIndexes(
    folderWith('-- why\nCREATE UNIQUE INDEX IF NOT EXISTS "a_idx" ON "a" USING btree ("b");'),
  );
  expect(unique).toMatchObject({
    name: 'a_idx',
    concurrently: 'CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "a_idx" ON "a" USING btree ("b");',
  });
});

it('declares every index of the folder in the drizzle schema, so the two cannot drift apart', () => {
  const declared = new Set(
    Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => getTableConfig(table).indexes.map((index) => index.config.name)),
  );
  const inFolder = readOnlineIndexes().map((index) => index.name);
  expect(inFolder.length).toBeGreaterThan(40);
  expect(inFolder.filter((name) => !declared.has(name))).toEqual([]);
});

describeOnPostgres('building an index on a table that keeps taking writes', () => {
  let throwaway: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(testDatabaseUrl ?? '', 'roda_online');
    pool = new pg.Pool({ connectionString: throwaway.url, max: 4 });
    // an index whose every entry takes a millisecond: a build that lasts long enough to write during
    await pool.query(`
      create table probe (id serial primary key, n int not null);
      insert into probe (n) select g from generate_series(1, 500) g;
      create function slow_key(n int) returns int language plpgsql immutable as
        $$ begin perform pg_sleep(0.001); return n; end $$;
    `);
  });
  afterAll(async () => {
    await pool?.end();
    await throwaway?.drop();
  });

  it('lets inserts through while it builds, and builds again an index a stopped build left invalid', async () => {
    const folder = folderWith('CREATE INDEX IF NOT EXISTS "probe_slow_idx" ON "probe" (slow_key(n));');
    const run = (text: string, params?: unknown[]) => pool.query(text, params);
    const building = applyOnlineIndexes(run, 'postgres', readOnlineIndexes(folder));
    // wait until the build is under way, then write: a plain CREATE INDEX would hold the writer back
    // (its SHARE lock), and the lock timeout would refuse the insert
    for (let i = 0; i < 200; i++) {
      const { rows } = await pool.query(`select 1 from pg_stat_progress_create_index where relid = 'probe'::regclass`);
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const writer = await pool.connect();
    try {
      await writer.query(`set lock_timeout = '300ms'`);
      const started = Date.now();
      await writer.query('insert into probe (n) values (0)');
      expect(Date.now() - started).toBeLessThan(300);
    } finally {
      writer.release();
    }
    expect(await building).toEqual(['probe_slow_idx']);

    // a second start finds it valid and leaves it
    expect(await applyOnlineIndexes(run, 'postgres', readOnlineIndexes(folder))).toEqual([]);
    // what an interrupted CONCURRENTLY build leaves: the index, marked invalid
    await pool.query(`update pg_index set indisvalid = false where indexrelid = 'probe_slow_idx'::regclass`);
    expect(await applyOnlineIndexes(run, 'postgres', readOnlineIndexes(folder))).toEqual(['probe_slow_idx']);
    const { rows } = await pool.query<{ valid: boolean }>(
      `select indisvalid as valid from pg_index where indexrelid = 'probe_slow_idx'::regclass`,
    );
    expect(rows).toEqual([{ valid: true }]);
  });
});
