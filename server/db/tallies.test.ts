import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { describeOnPostgres, testDatabaseUrl } from '../testing/harness';
import { copyPgliteTemplate } from '../testing/pglite-template';
import { createThrowawayDatabase } from '../testing/throwaway-database';
import { openDatabase, type Db } from './client';
import { foldTallies, tallyByStatus, tallyTotal } from './tallies';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-tallies-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const BASE = `
  insert into stores (id, code, name, kind, state, city, address, postcode, phone, lat, lng, open_days, opens, closes, slot_capacity)
    select s, 'T' || s, 'Store ' || s, 'workshop', 'Selangor', 'Shah Alam', 'Jalan ' || s, '40000', '0355100000', 3.07, 101.5,
      '[1,2,3,4,5,6]', '09:00', '18:00', 3
    from generate_series(101, 104) s;
  insert into users (id, phone, role, name) values (9001, '+60129009001', 'customer', 'Tally');
  insert into orders (id, order_no, user_id, status, pay_status, order_type, plate, vehicle_model, total_sen, actual_pay_sen,
      store_id, pickup_store_id, customer_phone, expires_at)
    select o, 'TL' || o, 9001, (array['unpaid','upcoming','completed'])[1 + o % 3], 'paid',
      (array['install','pickup','mail'])[1 + o % 3],
      'WXY ' || o, 'Perodua Myvi', 100, 100,
      case when o % 3 = 0 then 101 + o % 4 end, case when o % 3 = 1 then 101 + o % 4 end, '+60129009001', now()
    from generate_series(100001, 100300) o;
  insert into work_orders (work_no, order_id, store_id, status)
    select 'TW' || o, o, 101 + o % 4, (array['pendingAcceptance','inService','completed'])[1 + o % 3]
    from generate_series(100001, 100300) o where o % 3 = 0;
  insert into payments (order_id, provider, reference, amount_sen, status)
    select o, 'sandbox', 'TP' || o, 100, (array['pending','paid'])[1 + o % 2] from generate_series(100001, 100300) o;
`;

/** The base rows, a statement at a time (PGlite takes one per query). */
async function insertBase(db: Db) {
  for (const statement of BASE.split(';').filter((s) => s.trim())) await db.execute(sql.raw(statement));
}

/** Rows of a query, from either driver (both answer with `rows`). */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the tallies must say: the rows counted, the old way. */
async function counted(db: Db, table: 'orders' | 'work_orders') {
  const key = table === 'orders' ? sql.raw('coalesce(store_id, pickup_store_id, 0)') : sql.raw('store_id');
  const rows = await rowsOf<{ store: number; status: string; n: string }>(
    db,
    sql`select ${key} as store, status, count(*) as n from ${sql.raw(table)} group by 1, 2`,
  );
  return new Map(rows.map((r) => [`${r.store}|${r.status}`, Number(r.n)]));
}

async function tallied(db: Db, table: 'orders' | 'work_orders') {
  const out = new Map<string, number>();
  for (const store of [0, 101, 102, 103, 104])
    for (const [status, n] of await tallyByStatus(db, table, store)) if (n !== 0) out.set(`${store}|${status}`, n);
  return out;
}

/** Writes of every kind the app does to the two tables, `rounds` of them, folding now and then. */
function writes(db: Db, rounds: number, tag = 'A'): Promise<unknown>[] {
  return Array.from({ length: rounds }, (_, i) => {
    const id = 100001 + ((i * 37) % 300);
    switch (i % 6) {
      case 0:
        return db.execute(sql`update orders set status = 'refunded' where id = ${id}`);
      case 1:
        return db.execute(
          sql`update orders set store_id = 101 + ${i % 4}, pickup_store_id = null, order_type = 'install' where id = ${id}`,
        );
      case 2:
        return db.execute(sql`update payments set status = 'paid' where order_id between ${id} and ${id + 20}`);
      case 3:
        return db.execute(
          sql.raw(`update work_orders set status = 'completed', store_id = ${101 + (i % 4)}
          where order_id in (select order_id from work_orders order by order_id limit 3 offset ${i % 90})`),
        );
      case 4:
        return db.execute(sql`insert into orders (order_no, user_id, status, pay_status, order_type, plate, vehicle_model,
            total_sen, actual_pay_sen, store_id, customer_phone, expires_at)
          values (${`TN${tag}${i}`}, 9001, 'unpaid', 'pendingPayment', 'install', 'WXY 1', 'Perodua Myvi', 100, 100, 102,
            '+60129009001', now())`);
      default:
        return foldTallies(db);
    }
  });
}

async function expectExact(db: Db) {
  expect(await tallied(db, 'orders')).toEqual(await counted(db, 'orders'));
  expect(await tallied(db, 'work_orders')).toEqual(await counted(db, 'work_orders'));
  const [all] = await rowsOf<{ n: string }>(db, sql`select count(*) as n from orders`);
  expect(await tallyTotal(db, 'orders', undefined)).toBe(Number(all?.n));
  const payments = await rowsOf<{ store: number; status: string; n: string }>(
    db,
    sql`select coalesce(o.store_id, o.pickup_store_id, 0) as store, p.status, count(*) as n
      from payments p join orders o on o.id = p.order_id group by 1, 2`,
  );
  for (const store of [0, 101, 102, 103, 104]) {
    const expected = payments.filter((r) => r.store === store).reduce((n, r) => n + Number(r.n), 0);
    expect(await tallyTotal(db, 'payments', store)).toBe(expected);
  }
  const [mail] = await rowsOf<{ n: string }>(db, sql`select count(*) as n from orders where order_type = 'mail'`);
  expect(await tallyTotal(db, 'orders', undefined, undefined, 'mail')).toBe(Number(mail?.n));
}

it('keeps every store and status total exact through inserts, moves, deletes and folds (PGlite)', async () => {
  copyPgliteTemplate(dataDir);
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const { db } = database;
    await insertBase(db);
    await expectExact(db);
    for (const write of writes(db, 24)) await write;
    await db.execute(sql`delete from orders where order_no like 'TN%'`);
    await expectExact(db);
    await foldTallies(db);
    await expectExact(db);

    // complaints and refunds carry their order's store (migration 0023), and follow it when it moves
    await db.execute(sql`insert into complaints (complaint_no, user_id, order_id, content, screenshots, status)
      values ('TC1', 9001, 100003, 'x', '[]', 'pending')`);
    await db.execute(sql`insert into refunds (order_id, user_id, reason, contact, status, due_at)
      values (100003, 9001, 'x', 'phone', 'pendingReview', now())`);
    const keys = () =>
      rowsOf<{ k: number }>(
        db,
        sql`select store_key as k from complaints where order_id = 100003
          union all select store_key from refunds where order_id = 100003`,
      );
    const [order] = await rowsOf<{ k: number }>(
      db,
      sql`select coalesce(store_id, pickup_store_id, 0) as k from orders where id = 100003`,
    );
    expect(await keys()).toEqual([{ k: order?.k }, { k: order?.k }]);
    await db.execute(sql`update orders set store_id = 104, pickup_store_id = null where id = 100003`);
    expect(await keys()).toEqual([{ k: 104 }, { k: 104 }]);
  } finally {
    await database.close();
  }
});

describeOnPostgres('tallies under parallel writes', () => {
  it('stay exact when writes and folds in two processes interleave', async () => {
    const throwaway = await createThrowawayDatabase(testDatabaseUrl ?? '', 'roda_tallies');
    const one = await openDatabase({ databaseUrl: throwaway.url, dataDir });
    const two = await openDatabase({ databaseUrl: throwaway.url, dataDir });
    try {
      await insertBase(one.db);
      await Promise.all([...writes(one.db, 60), ...writes(two.db, 60, 'B')]);
      await expectExact(one.db);
      await Promise.all([
        foldTallies(one.db),
        foldTallies(two.db),
        one.db.execute(sql`delete from orders where order_no like 'TN%'`),
      ]);
      await expectExact(two.db);
      const [rows] = await rowsOf<{ n: string }>(one.db, sql`select count(*) as n from row_tallies`);
      await foldTallies(one.db);
      const [after] = await rowsOf<{ n: string }>(one.db, sql`select count(*) as n from row_tallies`);
      expect(Number(after?.n)).toBeLessThanOrEqual(Number(rows?.n));
    } finally {
      await one.close();
      await two.close();
      await throwaway.drop();
    }
  });
});
