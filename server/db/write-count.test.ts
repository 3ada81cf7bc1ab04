import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWrites, isPureRead } from './write-count';

describe('the PGlite write count', () => {
  let client: PGlite;
  let writes: () => number | null;
  beforeAll(async () => {
    client = new PGlite();
    writes = countWrites(client);
    await client.exec('create table t (id int primary key, n int)');
  });
  afterAll(() => client.close());

  it('stays the same over pure reads', async () => {
    const before = writes();
    await client.query('select n from t where id = $1', [1]);
    await client.query('  SELECT count(*) from t');
    expect(writes()).toBe(before);
  });

  it('moves after a write, a locking read and a sequence', async () => {
    let before = writes() ?? -1;
    await client.query('insert into t values ($1, $2)', [1, 1]);
    expect(writes()).toBe(before + 1);
    before = writes() ?? -1;
    await client.query('select n from t where id = 1 for update');
    expect(writes()).toBe(before + 1);
    before = writes() ?? -1;
    await client.query('with x as (update t set n = 2 returning n) select n from x');
    expect(writes()).toBe(before + 1);
  });

  it('is unknown while a transaction is open and moves when it ends, rolled back or not', async () => {
    const before = writes() ?? -1;
    let inside: number | null = 0;
    await client
      .transaction(async (tx) => {
        await tx.query('update t set n = 3');
        inside = writes();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(inside).toBeNull();
    expect(writes()).toBe(before + 1);
  });

  it('tells pure reads from the rest', () => {
    expect(isPureRead('select 1')).toBe(true);
    expect(isPureRead('select * from t for share')).toBe(false);
    expect(isPureRead("select nextval('s')")).toBe(false);
    expect(isPureRead('select * into u from t')).toBe(false);
    expect(isPureRead('delete from t')).toBe(false);
  });
});
