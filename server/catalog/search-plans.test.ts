import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productCategories, productSorts } from '../../src/shared/contract/catalog';
import { openDatabase, type Db } from '../db/client';
import * as schema from '../db/schema';
import { products, vehicleSpecs, type Fitment } from '../db/schema';
import { seedIfEmpty } from '../seed/seed';
import { products as productSeeds } from '../seed/data/products';
import { describeOnEachDatabase, describeOnPostgres, startTestServer, testDatabaseUrl } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { createThrowawayDatabase } from '../testing/throwaway-database';
import { createCatalogService } from './catalog.service';
import { canBuy, fitOf, type Product } from './fitment';
import { searchProducts, type SearchFilter } from './search';

const everything = { pageNo: 1, pageSize: 1_000_000, sort: 'recommended' } as const;
const rank = (category: string) => {
  const i = (productCategories as readonly string[]).indexOf(category);
  return i < 0 ? productCategories.length : i;
};

/** Products the seed lacks: models rows narrowed by years, variant, engine and transmission. */
const narrowed: Fitment[] = [
  { kind: 'models', models: [{ make: 'Perodua', model: 'Myvi', yearFrom: 2018, yearTo: 2020 }] },
  { kind: 'models', models: [{ make: 'Perodua', model: 'Myvi', variant: '1.5AV' }] },
  { kind: 'models', models: [{ make: 'Perodua', model: 'Myvi', engine: 'none such', transmission: '' }] },
  { kind: 'models', models: [{ make: 'Honda', model: 'City', transmission: 'Automatic', variant: '' }] },
  { kind: 'bodyType', bodyTypes: ['Sedan', 'MPV'] },
  { kind: 'wiper', position: 'rear', sizeIn: 12 },
];

describeOnEachDatabase('the catalogue search in SQL keeps the rules of fitment.ts and of the keyword', (kind) => {
  let server: TestServer;
  let db: Db;
  let all: Product[];
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.database.db;
    const base = productSeeds[0]!;
    await db.insert(products).values(
      narrowed.map((fitment, i) => ({
        ...base,
        sku: `NARROW-${i}`,
        name: { en: `Narrow ${i} Wiper_Set 100%`, ms: `Sempit ${i}`, zh: `窄${i}雨刷` },
        fitment,
      })),
    );
    await db.update(products).set({ active: false }).where(eq(products.sku, productSeeds[1]!.sku));
    all = (await db.select().from(products).where(eq(products.active, true))).sort(
      (a, b) => rank(a.category) - rank(b.category) || a.id - b.id,
    );
  });
  afterAll(() => server.close());

  it('orders the categories as productCategories does', async () => {
    const result = await db.execute(
      sql`select product_category_rank(c) as r from unnest(${sql.param([...productCategories, 'other'])}::text[]) c`,
    );
    expect((result as unknown as { rows: { r: number }[] }).rows.map((r) => r.r)).toEqual(
      [...productCategories, 'other'].map(rank),
    );
  });

  it('finds for every car and year exactly what canBuy(fitOf(...)) allows', async () => {
    const specs = await db.select().from(vehicleSpecs);
    for (const spec of specs) {
      for (const year of [spec.yearFrom, spec.yearTo]) {
        const car = { spec, year };
        const expected = ids(all.filter((p) => canBuy(fitOf(p.fitment, car))));
        const found = await searchProducts(db, { car }, everything, 'none');
        expect(ids(found.rows), `${spec.make} ${spec.model} ${spec.variant} ${year}`).toEqual(expected);
      }
    }
  });

  it('finds by keyword what a case-insensitive substring of brand, SKU, size or a name finds', async () => {
    const keywords = ['bosch', 'BOSCH', '雨刷', '雨', 'mi', 'm', '10w-40', '%', '_set', '100%', '\\', 'pakej servis'];
    for (const keyword of [...keywords, 'narrow\u001f', 'x']) {
      const expected = all.filter((p) =>
        [p.brand, p.sku, p.size, p.name.en, p.name.ms, p.name.zh]
          .filter((t): t is string => typeof t === 'string')
          .some((t) => t.toLowerCase().includes(keyword.toLowerCase())),
      );
      const found = await searchProducts(db, { keyword }, everything, 'none');
      expect(ids(found.rows), keyword).toEqual(ids(expected));
    }
  });

  it('sorts and pages as before: category order or price, ties by id, totals of every page', async () => {
    const cheap = (a: Product, b: Product) => a.priceSen - b.priceSen || a.id - b.id;
    const orders = {
      recommended: all,
      priceAsc: [...all].sort(cheap),
      priceDesc: [...all].sort((a, b) => b.priceSen - a.priceSen || a.id - b.id),
    };
    const filter: SearchFilter = { minPriceSen: 3000, maxPriceSen: 60000 };
    for (const sort of productSorts) {
      const expected = orders[sort].filter((p) => p.priceSen >= 3000 && p.priceSen <= 60000);
      const pages: number[] = [];
      for (let pageNo = 1; pageNo <= Math.ceil(expected.length / 7) + 1; pageNo++) {
        const found = await searchProducts(db, filter, { pageNo, pageSize: 7, sort }, 'none');
        pages.push(...ids(found.rows));
      }
      expect(pages, sort).toEqual(ids(expected));
    }
  });
});

/** A scan that reads products whole: the search must reach its rows through an index. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products' ? ['Seq Scan on products'] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

describeOnPostgres('the catalogue search plans on a few thousand products', () => {
  let dataDir = '';
  let throwaway: { url: string; drop(): Promise<void> };
  let close: () => Promise<void>;
  let pool: pg.Pool;
  let explainer: pg.Client;
  let db: Db;
  const sent: { query: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-search-plans-'));
    throwaway = await createThrowawayDatabase(testDatabaseUrl ?? '', 'roda_search_plans');
    const database = await openDatabase({ databaseUrl: throwaway.url, dataDir });
    close = () => database.close();
    await seedIfEmpty(database.db, { publicHolidays: false });
    pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
    // the seed's products 30 times over, a few inactive
    await pool.query(`
        insert into products (sku, category, brand, name, description, price_sen, original_price_sen, labour_sen, size,
            colour, stock, fitment, image, tags, active, specs)
          select p.sku || '-' || n, p.category, p.brand, jsonb_set(p.name, '{en}', to_jsonb((p.name->>'en') || ' ' || n)),
            p.description, p.price_sen + n, p.original_price_sen, p.labour_sen, p.size, p.colour, p.stock, p.fitment,
            p.image, p.tags, n % 10 <> 0, p.specs
          from (select * from products) p, generate_series(1, 30) n;
        analyze;
      `);
    db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, params) => void sent.push({ query, params }) },
    }) as unknown as Db;
    explainer = new pg.Client({ connectionString: throwaway.url });
    await explainer.connect();
    await explainer.query('set enable_seqscan = off');
  });

  afterAll(async () => {
    await explainer?.end();
    await pool?.end();
    await close?.();
    await throwaway?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads Home, every search shape, the alternatives and a product through indexes', async () => {
    const [myvi] = (
      await pool.query<{ id: number; year: number }>(
        `select id, year_to as year from vehicle_specs where make = 'Perodua' and model = 'Myvi' order by id limit 1`,
      )
    ).rows;
    const [wiper] = (await pool.query<{ id: number }>(`select id from products where category = 'wipers' limit 1`))
      .rows;
    const car = { specId: myvi!.id, year: myvi!.year };
    const catalog = createCatalogService(null);
    const page = { pageNo: 1, pageSize: 20, sort: 'recommended' } as const;
    const searches = [
      {},
      { category: 'tyres' as const },
      { category: 'wipers' as const, car },
      { car },
      { keyword: 'bosch' },
      { keyword: '雨刷' },
      { keyword: 'mi' },
      { keyword: 'm' },
      { partBrands: ['Bosch', 'Michelin'] },
      { minPriceSen: 5000, maxPriceSen: 20000 },
      { keyword: 'oil', category: 'maintenance' as const, car, partBrands: ['Petronas'], minPriceSen: 1 },
    ];
    sent.length = 0;
    await catalog.productIndex(db, {}, 'en');
    await catalog.productIndex(db, { car }, 'en');
    for (const search of searches)
      for (const sort of productSorts)
        // twice: counted first, then the page alone with the total kept for its version
        for (const pageNo of [1, 2]) await catalog.productPage(db, { ...page, ...search, sort, pageNo }, 'en');
    await catalog.productChangeList(db, { id: wiper!.id, car }, 'en');
    await catalog.productFind(db, { id: wiper!.id, car }, 'en');

    const statements = new Map(sent.filter((s) => /\bproducts\b/.test(s.query)).map((s) => [s.query, s.params]));
    expect(statements.size).toBeGreaterThan(20);
    const found: string[] = [];
    for (const [query, params] of statements) {
      const result = await explainer.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `explain (format json) ${query}`,
        params,
      );
      const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
      if (plan) found.push(...seqScans(plan).map((scan) => `${scan}\n    in: ${query}`));
    }
    expect(found).toEqual([]);
  });
});
