import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { describeOnEachDatabase, describeOnPostgres, startTestServer, type TestServer } from '../../testing/harness';
import { foldDashboardFigures } from './figures-fold';
import { monthsCovering, provenTopProducts, type RangeSums } from './top-products-proof';

/*
 * The best sellers proven from the months' lists (top-products-proof.ts) against the sum of every
 * product, on figures written straight into the table: settled by a fold, and rows written after it
 * that no fold has settled yet, refunds (negative quantities) among both.
 */

/** Products 1..400, product p sold on about one day in p (a few best sellers, a long tail), in four scopes. */
const SALES = (salt: number) => `
  insert into dashboard_product_figures (day, store_id, product_id, quantity, revenue_sen, last_item_id)
  select date '2026-01-01' + d, s, p,
    case when (p * 7919 + d * 104729 + ${salt}) % 17 = 0 then -1 else 1 + (p * 31 + d + ${salt}) % 4 end,
    (1000 + p) * (case when (p * 7919 + d * 104729 + ${salt}) % 17 = 0 then -1 else 1 + (p * 31 + d + ${salt}) % 4 end),
    d * 1000 + p + ${salt}
  from generate_series(0, 89) d, generate_series(1, 400) p, (values (-1), (1), (2), (3)) as scope(s)
  where (p * 7919 + d * 104729 + ${salt} * 13) % p = 0 and (s = -1 or (p + d + s) % 3 = 0)`;

const RANGES: [string, string][] = [
  ['2026-02-03', '2026-02-20'],
  ['2026-01-15', '2026-02-13'],
  ['2026-01-01', '2026-03-31'],
  ['2026-03-09', '2026-03-09'],
];

describeOnEachDatabase('the top products, proven from the months', (kind) => {
  let server: TestServer;
  let db: Db;

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.database.db;
    await db.execute(sql.raw(SALES(0)));
    await foldDashboardFigures(db);
    await db.execute(sql.raw(SALES(5)));
  }, 90_000);
  afterAll(() => server.close());

  /** The range's ten best sellers from every product's sum. */
  async function summed(from: string, to: string, store: number): Promise<RangeSums[]> {
    const result = (await db.execute(sql`
      select product_id, sum(quantity) as quantity, sum(revenue_sen) as revenue_sen, max(last_item_id) as last_item_id
      from dashboard_product_figures where store_id = ${store} and day between ${from} and ${to}
      group by product_id having sum(quantity) <> 0 or sum(revenue_sen) <> 0
      order by sum(quantity) desc, sum(revenue_sen) desc, product_id limit 10`)) as unknown as {
      rows: { product_id: number; quantity: string; revenue_sen: string; last_item_id: number }[];
    };
    return result.rows.map((r) => ({
      productId: Number(r.product_id),
      quantity: Number(r.quantity),
      revenueSen: Number(r.revenue_sen),
      lastItemId: Number(r.last_item_id),
    }));
  }

  it('finds the same ten as summing every product, in each scope and range, before and after a fold', async () => {
    let proven = 0;
    for (const round of ['rows not yet folded', 'folded']) {
      if (round === 'folded') await foldDashboardFigures(db);
      for (const [from, to] of RANGES)
        for (const store of [-1, 1, 2, 3]) {
          const found = await provenTopProducts(db, { from, to, store });
          if (found === null) continue;
          proven += 1;
          expect(found, `${round}, ${from} to ${to}, store ${store}`).toEqual(await summed(from, to, store));
        }
    }
    // the proof holds for most of them: the fast way is the one taken
    expect(proven).toBeGreaterThanOrEqual(24);
  });

  it('keeps each month the products’ sold quantities where positive, through folds and removals', async () => {
    const kept = async () =>
      (
        (await db.execute(sql`
          select m.store_id, m.month::text as month, m.product_id, m.sold_at_most, coalesce(f.sold, 0) as sold
          from dashboard_product_months m
          full join (
            select store_id, date_trunc('month', day)::date as month, product_id, sum(greatest(quantity, 0)) as sold
            from dashboard_product_figures where settled group by 1, 2, 3) f
            using (store_id, month, product_id)
          where coalesce(m.sold_at_most, 0) <> coalesce(f.sold, 0)
          limit 5`)) as unknown as { rows: unknown[] }
      ).rows;
    expect(await kept()).toEqual([]);
    await db.execute(sql`delete from dashboard_product_figures where product_id = 2 and settled`);
    await db.execute(sql.raw(SALES(9)));
    await foldDashboardFigures(db);
    expect(await kept()).toEqual([]);
  });

  it('names the months a range covers, across a year', () => {
    expect(monthsCovering('2026-11-20', '2027-02-03')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(monthsCovering('2026-03-09', '2026-03-09')).toEqual(['2026-03-01']);
  });
});

describeOnPostgres('the months under parallel writes and folds', (kind) => {
  let server: TestServer;
  let db: Db;

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.database.db;
    await db.execute(sql.raw(SALES(0)));
  }, 90_000);
  afterAll(() => server.close());

  it('stay the settled rows’ sums when writers append and folds of several processes run at once', async () => {
    // writers append as the triggers of orders do, while three folds race (one folds, the others skip)
    await Promise.all([
      ...[3, 4, 6, 7].map((salt) => db.execute(sql.raw(SALES(salt)))),
      foldDashboardFigures(db),
      foldDashboardFigures(db),
      foldDashboardFigures(db),
    ]);
    await Promise.all([db.execute(sql.raw(SALES(8))), foldDashboardFigures(db), foldDashboardFigures(db)]);
    const drift = (await db.execute(sql`
      select m.store_id, m.month, m.product_id from dashboard_product_months m
      full join (
        select store_id, date_trunc('month', day)::date as month, product_id, sum(greatest(quantity, 0)) as sold
        from dashboard_product_figures where settled group by 1, 2, 3) f
        using (store_id, month, product_id)
      where coalesce(m.sold_at_most, 0) <> coalesce(f.sold, 0)
      limit 5`)) as unknown as { rows: unknown[] };
    expect(drift.rows).toEqual([]);
    const [proven, summed] = await Promise.all([
      provenTopProducts(db, { from: '2026-01-15', to: '2026-02-13', store: -1 }),
      db.execute(sql`
        select product_id from dashboard_product_figures where store_id = -1 and day between '2026-01-15' and '2026-02-13'
        group by product_id having sum(quantity) <> 0 or sum(revenue_sen) <> 0
        order by sum(quantity) desc, sum(revenue_sen) desc, product_id limit 10`),
    ]);
    expect(proven?.map((p) => p.productId)).toEqual(
      (summed as unknown as { rows: { product_id: number }[] }).rows.map((r) => Number(r.product_id)),
    );
  });
});
