import { expect, it } from 'vitest';
import { createKeptReads } from './catalogue';

/** A database that counts its writes, as PGlite's does (db/write-count.ts). */
function counted() {
  let writes: number | null = 0;
  return {
    count: () => writes,
    write: () => void (writes = (writes ?? 0) + 1),
    openTransaction: () => void (writes = null),
  };
}

it('answers a repeated search from memory while nothing was written', async () => {
  const db = counted();
  const kept = createKeptReads<number>(db.count);
  let computed = 0;
  const compute = () => Promise.resolve(++computed);
  expect(await kept.read('wipers', compute)).toBe(1);
  expect(await kept.read('wipers', compute)).toBe(1);
  expect(await kept.read('tyres', compute)).toBe(2);
  expect(computed).toBe(2);
});

it('searches afresh after any write, within a transaction, and always where writes are not counted', async () => {
  const db = counted();
  const kept = createKeptReads<number>(db.count);
  let computed = 0;
  const compute = () => Promise.resolve(++computed);
  expect(await kept.read('wipers', compute)).toBe(1);
  db.write();
  expect(await kept.read('wipers', compute)).toBe(2);
  db.openTransaction();
  expect(await kept.read('wipers', compute)).toBe(3);
  const postgres = createKeptReads<number>(null);
  expect(await postgres.read('wipers', compute)).toBe(4);
  expect(await postgres.read('wipers', compute)).toBe(5);
});

it('keeps nothing of a search that was refused, nor of one a write overtook', async () => {
  const db = counted();
  const kept = createKeptReads<number>(db.count);
  await expect(kept.read('car without data', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  expect(await kept.read('car without data', () => Promise.resolve(7))).toBe(7);
  // a write that finishes while the read runs: the answer may predate it, so it is not kept
  expect(
    await kept.read('wipers', async () => {
      db.write();
      return 8;
    }),
  ).toBe(8);
  expect(await kept.read('wipers', () => Promise.resolve(9))).toBe(9);
});
