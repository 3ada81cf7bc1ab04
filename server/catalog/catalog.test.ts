import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VehicleSpec } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { catalogVersions, products, vehicleSpecs, type Fitment } from '../db/schema';
import { products as productSeeds } from '../seed/data/products';
import { vehicleSpecs as specSeeds } from '../seed/data/vehicles';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { fitOf, type Spec } from './fitment';
import { api } from '../../tests/support/api';

describeOnEachDatabase('product search and fitment', (kind) => {
  let server: TestServer;
  let specs: VehicleSpec[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    specs = (await server.call(api.vehicleSpecList, {})).body.data;
  });
  afterAll(() => server.close());

  const specRow = (make: string, model: string, variant: string) => {
    const row = specs.find((s) => s.make === make && s.model === model && s.variant === variant);
    if (!row) throw new Error(`no spec ${make} ${model} ${variant}`);
    return row;
  };
  /** The seed row behind a catalogue id, with the shape the fitment rule takes. */
  const seedSpec = (row: VehicleSpec): Spec => {
    const seed = specSeeds.find(
      (s) => s.make === row.make && s.model === row.model && s.variant === row.variant && s.yearFrom === row.yearFrom,
    );
    if (!seed) throw new Error('seed spec missing');
    return { ...seed, id: row.id };
  };

  async function allPages(filter: PayloadOf<typeof api.productPage>) {
    const skus: string[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const res = await server.call(api.productPage, {
        ...filter,
        pageNo,
        pageSize: 50,
      });
      expect(res.body.code, res.body.msg).toBe(200);
      skus.push(...res.body.data.list.map((p) => p.sku));
      if (pageNo * 50 >= res.body.data.total) {
        expect(skus).toHaveLength(res.body.data.total);
        return skus.sort();
      }
    }
  }

  it('returns exactly the products every combination of filters allows', async () => {
    const myvi = specRow('Perodua', 'Myvi', '1.5AV');
    const spec = seedSpec(myvi);
    const year = myvi.yearTo;
    const filters = {
      keyword: 'bosch',
      category: 'wipers',
      partBrands: ['Bosch', 'Valeo', 'Michelin'],
      minPriceSen: 3000,
      maxPriceSen: 60000,
      car: { specId: myvi.id, year },
    } as const;
    const keys = Object.keys(filters) as (keyof typeof filters)[];
    for (let mask = 0; mask < 1 << keys.length; mask++) {
      const chosen = keys.filter((_, i) => mask & (1 << i));
      const filter = Object.fromEntries(chosen.map((k) => [k, filters[k]]));
      const expected = productSeeds
        .filter((p) => {
          if (chosen.includes('keyword')) {
            const text = [p.brand, p.sku, p.size ?? '', p.name.en, p.name.ms, p.name.zh].join(' ').toLowerCase();
            if (!text.includes(filters.keyword)) return false;
          }
          if (chosen.includes('category') && p.category !== filters.category) return false;
          if (chosen.includes('partBrands') && !(filters.partBrands as readonly string[]).includes(p.brand))
            return false;
          if (chosen.includes('minPriceSen') && p.priceSen < filters.minPriceSen) return false;
          if (chosen.includes('maxPriceSen') && p.priceSen > filters.maxPriceSen) return false;
          if (chosen.includes('car')) {
            const fit = fitOf(p.fitment as Fitment, { spec, year });
            if (fit !== 'fits' && fit !== 'universal') return false;
          }
          return true;
        })
        .map((p) => p.sku)
        .sort();
      expect(await allPages(filter), `filters: ${chosen.join(', ') || 'none'}`).toEqual(expected);
    }
  });

  it('finds only the wipers that fit a Myvi: 24 and 14 inch, 12 inch rear', async () => {
    const myvi = specRow('Perodua', 'Myvi', '1.5AV');
    const res = await server.call(api.productPage, {
      category: 'wipers',
      car: { specId: myvi.id, year: myvi.yearTo },
    });
    const sizes = res.body.data.list.map((p) => p.size ?? '').sort();
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);
    for (const size of sizes) expect(size).toMatch(/\b(24|14|12)\b/);
  });

  it('keeps paging within bounds', async () => {
    const first = await server.call(api.productPage, { pageNo: 1, pageSize: 7 });
    expect(first.body.data.list).toHaveLength(7);
    const lastPage = Math.ceil(first.body.data.total / 7);
    const last = await server.call(api.productPage, { pageNo: lastPage, pageSize: 7 });
    expect(last.body.data.list.length).toBe(first.body.data.total - (lastPage - 1) * 7);
    const beyond = await server.call(api.productPage, {
      pageNo: lastPage + 1,
      pageSize: 7,
    });
    expect(beyond.body.data).toMatchObject({ list: [], total: first.body.data.total });
    for (const bad of [{ pageNo: 0 }, { pageSize: 0 }, { pageSize: 51 }, { pageNo: -1 }, { pageNo: 1.5 }]) {
      expect((await server.call(api.productPage, bad)).body.code).toBe(ResultCode.validation);
    }
  });

  it('sorts by price both ways', async () => {
    const asc = await server.call(api.productPage, {
      category: 'tyres',
      sort: 'priceAsc',
      pageSize: 50,
    });
    const prices = asc.body.data.list.map((p) => p.priceSen);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await server.call(api.productPage, {
      category: 'tyres',
      sort: 'priceDesc',
      pageSize: 50,
    });
    expect(desc.body.data.list[0]?.priceSen).toBe(Math.max(...prices, desc.body.data.list[0]?.priceSen ?? 0));
  });

  it('treats a keyword with LIKE wildcards as plain text', async () => {
    const res = await server.call(api.productPage, { keyword: '%_%' });
    expect(res.body.data.total).toBe(0);
  });

  it('says when there is no model data for the chosen car', async () => {
    const res = await server.call(api.productPage, { car: { specId: 999_999, year: 2020 } });
    expect(res.body).toMatchObject({ code: ResultCode.validation, msg: 'No vehicle model data detected' });
    const myvi = specRow('Perodua', 'Myvi', '1.5AV');
    const wrongYear = await server.call(api.carSizes, { specId: myvi.id, year: 1999 });
    expect(wrongYear.body.msg).toBe('No vehicle model data detected');
  });

  it('lists the sizes that fit a car and the categories it has no size for', async () => {
    const myvi = specRow('Perodua', 'Myvi', '1.5AV');
    const res = await server.call(api.carSizes, { specId: myvi.id, year: myvi.yearTo });
    expect(res.body.data.wiper).toEqual({ longIn: 24, shortIn: 14, rearIn: 12 });
    expect(res.body.data.noSizeFor).toEqual([]);
    const noWipers = specSeeds.find((s) => s.wiperLongIn === null);
    if (!noWipers) throw new Error('seed has a car without wiper data');
    const row = specRow(noWipers.make, noWipers.model, noWipers.variant);
    const none = await server.call(api.carSizes, {
      specId: row.id,
      year: row.yearTo,
    });
    expect(none.body.data.noSizeFor).toContain('wipers');
  });

  it('shows a product with its fit for the chosen car and its compatible alternatives', async () => {
    const myvi = specRow('Perodua', 'Myvi', '1.5AV');
    const car = { specId: myvi.id, year: myvi.yearTo };
    const wipers = await server.call(api.productPage, {
      category: 'wipers',
      pageSize: 50,
    });
    const fitting = await server.call(api.productPage, {
      category: 'wipers',
      car,
      pageSize: 50,
    });
    const fittingIds = new Set(fitting.body.data.list.map((p) => p.id));
    const misfit = wipers.body.data.list.find((p) => !fittingIds.has(p.id));
    const fit = fitting.body.data.list[0];
    if (!misfit || !fit) throw new Error('seed has fitting and non-fitting wipers');
    const found = await server.call(api.productFind, { id: fit.id, car });
    expect(found.body.data.fit).toBe('fits');
    expect(found.body.data.compatibleModels.some((m) => m.startsWith('Perodua Myvi'))).toBe(true);
    const refused = await server.call(api.productFind, {
      id: misfit.id,
      car,
    });
    expect(refused.body.data.fit).toBe('incompatible');
    const change = await server.call(api.productChangeList, {
      id: misfit.id,
      car,
    });
    expect(change.body.data.length).toBeGreaterThan(0);
    for (const p of change.body.data) expect(fittingIds.has(p.id)).toBe(true);
    expect((await server.call(api.productFind, { id: 999_999 })).body.code).toBe(ResultCode.notFound);
  });

  it('gives the home index a section per category and the part brands', async () => {
    const res = await server.call(api.productIndex, {});
    expect(res.body.data.sections.map((s) => s.category)).toHaveLength(7);
    expect(res.body.data.partBrands).toContain('Michelin');
  });

  it('takes a user clue from a logged-out visitor', async () => {
    const myvi = specRow('Perodua', 'Myvi', '1.5AV');
    const ok = await server.call(api.userClueAdd, {
      name: 'Hafiz',
      phone: '013-555 1234',
      car: { specId: myvi.id, year: 2022 },
    });
    expect(ok.body.code).toBe(200);
    const bad = await server.call(api.userClueAdd, { name: 'Hafiz', phone: '555' });
    expect(bad.body.msg).toBe('Please check the phone number format');
  });

  it('answers from the database as it is now: catalogue changes, new cars and stock show at once', async () => {
    const db = server.database.db;
    const myvi = specRow('Perodua', 'Myvi', '1.5AV');
    const car = { specId: myvi.id, year: myvi.yearTo };
    const search = async (filter: PayloadOf<typeof api.productPage>) => {
      const res = await server.call(api.productPage, { pageSize: 50, ...filter });
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data;
    };
    const version = async () => (await db.select().from(catalogVersions))[0]?.version;
    const before = await search({ category: 'wipers', car, sort: 'priceAsc' });
    const first = before.list[0];
    if (!first) throw new Error('seed has wipers for a Myvi');

    // stock changes with every order: it is read fresh and leaves the catalogue version alone
    const v0 = await version();
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + 7` })
      .where(eq(products.id, first.id));
    expect(await version()).toBe(v0);
    expect((await search({ category: 'wipers', car, sort: 'priceAsc' })).list[0]).toMatchObject({
      id: first.id,
      stock: first.stock + 7,
    });
    // as an order takes stock: in a transaction, seen once it commits (PGlite keeps this read's
    // answer only while nothing was written: catalogue.ts, db/write-count.ts)
    await db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - 2` })
        .where(eq(products.id, first.id));
    });
    expect((await search({ category: 'wipers', car, sort: 'priceAsc' })).list[0]).toMatchObject({
      id: first.id,
      stock: first.stock + 5,
    });

    // a price, a deactivation and a new product are seen by the next search
    await db.update(products).set({ priceSen: 1 }).where(eq(products.id, first.id));
    const last = before.list.at(-1)!;
    await db.update(products).set({ priceSen: 0 }).where(eq(products.id, last.id));
    expect((await search({ category: 'wipers', car, sort: 'priceAsc' })).list.slice(0, 2).map((p) => p.id)).toEqual([
      last.id,
      first.id,
    ]);
    await db.update(products).set({ active: false }).where(eq(products.id, first.id));
    const without = await search({ category: 'wipers', car });
    expect(without.total).toBe(before.total - 1);
    expect(without.list.map((p) => p.id)).not.toContain(first.id);
    const seed = productSeeds.find((p) => p.sku === first.sku)!;
    await db
      .insert(products)
      .values({ ...seed, sku: 'WIP-TEST-NEW', name: { en: 'Zz test wiper', ms: 'Zz', zh: 'Zz' } });
    expect((await search({ keyword: 'zz test wiper', car })).list.map((p) => p.sku)).toEqual(['WIP-TEST-NEW']);

    // a car added to the catalogue can be searched for at once
    const [added] = await db
      .insert(vehicleSpecs)
      .values({ ...seedSpec(myvi), id: undefined, variant: 'Test' })
      .returning({ id: vehicleSpecs.id });
    const forAdded = await search({ keyword: 'zz test wiper', car: { specId: added!.id, year: myvi.yearTo } });
    expect(forAdded.list.map((p) => p.sku)).toEqual(['WIP-TEST-NEW']);

    // back to the seeded catalogue for any later test
    await db.delete(vehicleSpecs).where(eq(vehicleSpecs.id, added!.id));
    await db.delete(products).where(eq(products.sku, 'WIP-TEST-NEW'));
    for (const p of [first, last])
      await db
        .update(products)
        .set({ active: true, priceSen: p.priceSen, stock: p.stock })
        .where(eq(products.id, p.id));
    expect(await search({ category: 'wipers', car, sort: 'priceAsc' })).toEqual(before);
  });
});
