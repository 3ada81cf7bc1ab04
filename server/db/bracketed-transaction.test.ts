import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, testDatabaseUrl } from '../testing/harness';
import { createThrowawayDatabase } from '../testing/throwaway-database';
import { bracketedTransaction, inline } from './bracketed-transaction';
import { openDatabase, type Database } from './client';

const insert = (key: string, note: string) => ({
  text: `insert into bracket_test (key, note) values ($1, $2) on conflict do nothing returning key`,
  params: [key, note],
});
const update = (key: string, n: number) => ({
  text: `update bracket_test set n = $2 where key = $1`,
  params: [key, n],
});

it('writes parameters in as literals: quotes, backslashes and a "$1" inside a value stay text', () => {
  expect(inline({ text: 'select $1, $2, $1', params: ["it's", 7] })).toBe("select 'it''s', 7, 'it''s'");
  // pg's escaping writes a backslash as an E'' string (with a space before it)
  expect(inline({ text: 'select $1', params: ['a\\b $1'] })).toBe("select  E'a\\\\b $1'");
  expect(() => inline({ text: 'select $1', params: [1.5] })).toThrow('not a whole number');
  expect(() => inline({ text: 'select $2', params: ['x'] })).toThrow('missing');
});

describeOnEachDatabase('a bracketed transaction', (kind) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-bracket-'));
    const throwaway =
      kind === 'postgres' && testDatabaseUrl ? await createThrowawayDatabase(testDatabaseUrl, 'roda_bracket') : null;
    database = await openDatabase({ databaseUrl: throwaway?.url ?? null, dataDir });
    await database.db.execute(sql`create table bracket_test (key text primary key, note text, n int)`);
    cleanup = async () => {
      await database.close();
      await throwaway?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  const row = async (key: string) =>
    ((await database.db.execute(sql`select note, n from bracket_test where key = ${key}`)) as { rows: unknown[] })
      .rows[0] ?? null;

  it('hands the work the first statement’s rows and commits the last statement with it', async () => {
    const value = await bracketedTransaction(database, [insert('a', "O'Brien \\ $1")], async (tx, [rows]) => {
      expect(rows).toEqual([{ key: 'a' }]);
      // a nested transaction is a savepoint: its rollback keeps the outer work
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update bracket_test set n = 99 where key = 'a'`);
          throw new Error('inner');
        })
        .catch(() => undefined);
      return { value: 'done', last: update('a', 2) };
    });
    expect(value).toBe('done');
    expect(await row('a')).toEqual({ note: "O'Brien \\ $1", n: 2 });
  });

  it('gives no rows when the first statement finds its key taken', async () => {
    await bracketedTransaction(database, [insert('a', 'again')], async (_tx, [rows]) => {
      expect(rows).toEqual([]);
      return { value: null, last: null };
    });
    expect(await row('a')).toEqual({ note: "O'Brien \\ $1", n: 2 });
  });

  it('hands the work each first statement’s rows, in order', async () => {
    const read = (key: string) => ({ text: 'select key, note from bracket_test where key = $1', params: [key] });
    await bracketedTransaction(database, [read('a'), insert('a', 'taken'), read('none')], async (_tx, rows) => {
      expect(rows).toEqual([[{ key: 'a', note: "O'Brien \\ $1" }], [], []]);
      return { value: null, last: null };
    });
  });

  it('runs a named statement as one prepared once per connection, through rollbacks and on every connection', async () => {
    const named = (key: string, note: string) => ({ ...insert(key, note), name: 'bracket_test_insert' });
    const renote = (key: string, note: string) => ({
      text: 'update bracket_test set note = $2 where key = $1',
      params: [key, note],
      name: 'bracket_test_renote',
    });
    // more transactions than the pool has connections, side by side: each connection prepares once
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        bracketedTransaction(database, [named(`n${i}`, 'first')], async (_tx, [rows]) => {
          expect(rows).toEqual([{ key: `n${i}` }]);
          return { value: null, last: renote(`n${i}`, `it's ${i}`) };
        }),
      ),
    );
    for (let i = 0; i < 24; i++) expect(await row(`n${i}`)).toEqual({ note: `it's ${i}`, n: null });
    // a rolled-back transaction keeps its connection's prepared statements usable
    for (let i = 0; i < 12; i++) {
      await expect(
        bracketedTransaction(database, [named(`r${i}`, 'x')], async () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    }
    await bracketedTransaction(database, [named('n0', 'again')], async (_tx, [rows]) => {
      expect(rows).toEqual([]);
      return { value: null, last: null };
    });
    expect(await row('r0')).toBeNull();
  });

  it('gives up a connection whose batch failed after a PREPARE, and prepares again on the next', async () => {
    // prepared, then refused as it runs: the connection's prepared names are not known any more
    const typed = (key: string, n: string | number) => ({
      text: 'insert into bracket_test (key, n) values ($1, $2)',
      params: [key, n],
      name: 'bracket_test_typed',
    });
    for (let i = 0; i < 3; i++) {
      await expect(
        bracketedTransaction(database, [typed(`t${i}`, 'not a number')], async () => ({ value: null, last: null })),
      ).rejects.toThrow(); // drizzle wraps the cause on PGlite
    }
    for (let i = 0; i < 12; i++) {
      await bracketedTransaction(database, [typed(`w${i}`, i)], async () => ({ value: null, last: null }));
    }
    expect(await row('w11')).toEqual({ note: null, n: 11 });
    expect(await row('t0')).toBeNull();
  });

  it('rolls back the first statement and the work when the work fails', async () => {
    await expect(
      bracketedTransaction(database, [insert('b', 'first')], async (tx) => {
        await tx.execute(sql`update bracket_test set n = 5 where key = 'a'`);
        throw new Error('the rule failed');
      }),
    ).rejects.toThrow('the rule failed');
    expect(await row('b')).toBeNull();
    expect(await row('a')).toEqual({ note: "O'Brien \\ $1", n: 2 });
  });

  it('rolls back everything when the last statement fails', async () => {
    await expect(
      bracketedTransaction(database, [insert('c', 'first')], async () => ({
        value: null,
        last: { text: 'update bracket_test set n = $1 where key = $2', params: ['not a number', 'c'] },
      })),
    ).rejects.toThrow();
    expect(await row('c')).toBeNull();
    // the connection is usable again
    await bracketedTransaction(database, [], async () => ({ value: null, last: insert('d', 'last') }));
    expect(await row('d')).toEqual({ note: 'last', n: null });
  });

  it.runIf(kind === 'postgres')(
    'answers the work’s own error when the connection dies, and the pool lends working connections after it',
    async () => {
      await expect(
        bracketedTransaction(database, [insert('e', 'first')], async (tx) => {
          await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
          return { value: null, last: null };
        }),
      ).rejects.toThrow(/terminat/);
      expect(await row('e')).toBeNull();
      // every connection the pool lends afterwards works
      for (let i = 0; i < 12; i++) {
        await bracketedTransaction(database, [], async () => ({ value: null, last: null }));
      }
    },
  );

  it.runIf(kind === 'postgres')(
    'a drizzle transaction whose connection dies fails on its own, without an unheard error',
    async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
        }),
      ).rejects.toThrow(); // drizzle answers its failed rollback, not the cause
      expect((await database.db.execute(sql`select 1 as one`)) as unknown).toBeTruthy();
    },
  );
});
