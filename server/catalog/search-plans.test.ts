import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productCategories, productSorts } from '../../src/shared/contract/catalog';
import type { Db } from '../db/client';
import { products, vehicleSpecs, type Fitment } from '../db/schema';
import { seedIfEmpty } from '../seed/seed';
import { products as productSeeds } from '../seed/data/products';
import { describeOnEachDatabase, describeOnPostgres, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { openPlanLab, type PlanLab } from '../testing/query-plans';
import { createCatalogService } from './catalog.service';
import { createTotalsByVersion } from './catalogue';
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

  it('pages a keyword alike whether it walks the sort index or reads the grams, a walk cut short too', async () => {
    const holds = (p: Product, keyword: string) =>
      [p.brand, p.sku, p.size, p.name.en, p.name.ms, p.name.zh].some((t) => t?.toLowerCase().includes(keyword));
    const orders = {
      recommended: all,
      priceAsc: [...all].sort((a, b) => a.priceSen - b.priceSen || a.id - b.id),
      priceDesc: [...all].sort((a, b) => b.priceSen - a.priceSen || a.id - b.id),
    };
    // a budget of 3 products stops every walk before its page of 7 is full: the grams answer instead
    for (const walkBudget of [undefined, 3])
      for (const keyword of ['m', 'tayar', '雨', 'bosch'])
        for (const sort of productSorts)
          for (const category of [undefined, 'wipers']) {
            const expected = orders[sort].filter((p) => holds(p, keyword) && (!category || p.category === category));
            const kept = { totals: createTotalsByVersion(), key: 'this search' };
            const pageOf = async (pageNo: number) => {
              const found = await searchProducts(db, { keyword, category }, { pageNo, pageSize: 7, sort }, kept, {
                walkBudget,
              });
              expect(found.total, `${keyword} ${sort} ${category} ${pageNo}`).toBe(expected.length);
              return ids(found.rows);
            };
            // the first page counts (by category rank); the others, and the first again, read their page alone
            const pages: number[] = [];
            for (let pageNo = 1; pageNo <= Math.ceil(expected.length / 7) + 1; pageNo++)
              pages.push(...(await pageOf(pageNo)));
            expect(pages, `${keyword} ${sort} ${category}`).toEqual(ids(expected));
            expect(await pageOf(1)).toEqual(pages.slice(0, 7));
          }
  });
});

/** A plan's node, as far as the indexes it reads. */
interface IndexNode {
  'Index Name'?: string;
  Plans?: IndexNode[];
}

/** A scan that reads products whole: the search must reach its rows through an index. */
const RULES = { seqScanned: new Set(['products']) };

describeOnPostgres('the catalogue search plans on a few thousand products', () => {
  let lab: PlanLab;
  let pool: pg.Pool;
  let db: Db;

  beforeAll(async () => {
    lab = await openPlanLab('roda_search_plans', {
      fill: async (database, pool) => {
        await seedIfEmpty(database.db, { publicHolidays: false });
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
      },
      plannerSettings: 'set enable_seqscan = off',
    });
    ({ pool, db } = lab);
  });

  afterAll(() => lab?.close());

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
    const found = await lab.wholeReadsOf(
      async () => {
        await catalog.productIndex(db, {}, 'en');
        await catalog.productIndex(db, { car }, 'en');
        for (const search of searches)
          for (const sort of productSorts)
            // twice: counted first, then the page alone with the total kept for its version
            for (const pageNo of [1, 2]) await catalog.productPage(db, { ...page, ...search, sort, pageNo }, 'en');
        await catalog.productChangeList(db, { id: wiper!.id, car }, 'en');
        await catalog.productFind(db, { id: wiper!.id, car }, 'en');
      },
      /\bproducts\b/,
      RULES,
    );
    expect(new Set(lab.sent.filter((s) => /\bproducts\b/.test(s.query)).map((s) => s.query)).size).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });

  it('walks the sort index for a keyword many products hold, from its category, and reads the grams for a rare one', async () => {
    const catalog = createCatalogService(null);
    /** The products' indexes the page of a search already counted reads. */
    const indexesOf = async (keyword: string, sort: (typeof productSorts)[number]) => {
      const payload = { keyword, pageNo: 1, pageSize: 20, sort };
      await catalog.productPage(db, payload, 'en');
      lab.sent.length = 0;
      await catalog.productPage(db, payload, 'en');
      const [statement] = lab.sent.filter((s) => /\bproducts\b/.test(s.query));
      const result = await pool.query<{ 'QUERY PLAN': { Plan: IndexNode }[] }>(
        `explain (format json) ${statement!.query}`,
        statement!.params,
      );
      const indexes = (node: IndexNode): string[] => [
        ...(node['Index Name']?.startsWith('products_') ? [node['Index Name']] : []),
        ...(node.Plans ?? []).flatMap(indexes),
      ];
      return indexes(result.rows[0]!['QUERY PLAN'][0]!.Plan);
    };
    expect(await indexesOf('m', 'recommended')).toEqual(['products_recommended_idx']);
    expect(await indexesOf('m', 'priceAsc')).toEqual(['products_price_idx']);
    expect(await indexesOf('m', 'priceDesc')).toEqual(['products_price_desc_idx']);
    // every tyre and every wiper: the walk starts at their category's rank
    expect(await indexesOf('tayar', 'recommended')).toEqual(['products_recommended_idx']);
    expect(await indexesOf('雨刮', 'recommended')).toEqual(['products_recommended_idx']);
    // one product's copies: gathered by the grams, a walk would pass thousands
    expect(await indexesOf(productSeeds[3]!.sku.toLowerCase(), 'recommended')).toContain('products_search_grams_idx');
  });
});
