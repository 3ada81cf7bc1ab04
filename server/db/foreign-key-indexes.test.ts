import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, testDatabaseUrl } from '../testing/harness';
import { createThrowawayDatabase } from '../testing/throwaway-database';
import { openDatabase } from './client';

/**
 * Every foreign key needs an index led by its columns: deleting or re-keying a referenced row checks
 * the referencing table once per row, and without one each check reads the whole table (deleting
 * 8,883 orders took 8 minutes on a chain-sized database). Reads by the key need it too.
 */
describeOnPostgres('foreign keys of the migrated schema', () => {
  let client: pg.Client;
  let throwaway: { url: string; drop(): Promise<void> };
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-fk-'));
    throwaway = await createThrowawayDatabase(testDatabaseUrl ?? '', 'roda_fk');
    // migrated as the server does, then read through a connection of its own
    await (await openDatabase({ databaseUrl: throwaway.url, dataDir })).close();
    client = new pg.Client({ connectionString: throwaway.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await throwaway?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('each has an index whose leading columns are its own', async () => {
    // an index serves a key when its first columns are the key's columns, in any order among themselves
    // (an expression's place in indkey is 0, never a column); a partial index does not serve every row
    const result = await client.query<{ table_name: string; columns: string; constraint_name: string }>(`
      select c.conrelid::regclass::text as table_name, c.conname as constraint_name,
        (select string_agg(a.attname, ', ' order by k.ord)
           from unnest(c.conkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indpred is null
            and i.indnkeyatts >= cardinality(c.conkey)
            and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(c.conkey)] @> c.conkey
            and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(c.conkey)] <@ c.conkey
        )
      order by 1, 3
    `);
    const unindexed = result.rows.map((r) => `${r.table_name}(${r.columns}) [${r.constraint_name}]`);
    expect(unindexed, 'foreign keys with no index led by their columns').toEqual([]);
  });
});
