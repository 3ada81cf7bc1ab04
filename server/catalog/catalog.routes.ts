import type { Hono } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  carSizes,
  categoryList,
  productChangeList,
  productCategories,
  productFind,
  productIndex,
  productPage,
  tintWindows,
  userClueAdd,
  vehicleSpecList,
} from '../../src/shared/contract/catalog';
import type { ProductCategory } from '../../src/shared/contract/catalog';
import { seedImageUrl } from '../content/seed-images';
import { categories, products, userClues, vehicleSpecs } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { notFound } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { requireRate } from '../http/rate-limit';
import { pick } from '../i18n/language';
import { carOf, createCatalogue, createSearchCache, searchCatalogue, type CatalogueFilter } from './catalogue';
import { canBuy, describeFitment, fitOf, noSizeCategories } from './fitment';
import { loadCar, requireModelData, toSummary } from './products.service';

const productThing = { en: 'Product', ms: 'Produk', zh: '商品' };

export function mountCatalogRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, categoryList, async (_payload, ctx) => {
    const rows = await ctx.db.select().from(categories).orderBy(asc(categories.sort));
    return rows.map((r) => ({
      id: r.id,
      code: r.code as ProductCategory,
      name: pick(r.name, ctx.lang),
      iconUrl: seedImageUrl(r.icon),
      sort: r.sort,
    }));
  });

  mountCall(app, deps, vehicleSpecList, async (_payload, ctx) => {
    const rows = await ctx.db
      .select({
        id: vehicleSpecs.id,
        make: vehicleSpecs.make,
        model: vehicleSpecs.model,
        yearFrom: vehicleSpecs.yearFrom,
        yearTo: vehicleSpecs.yearTo,
        variant: vehicleSpecs.variant,
        engine: vehicleSpecs.engine,
        transmission: vehicleSpecs.transmission,
        bodyType: vehicleSpecs.bodyType,
      })
      .from(vehicleSpecs)
      .orderBy(asc(vehicleSpecs.make), asc(vehicleSpecs.model), asc(vehicleSpecs.yearFrom), asc(vehicleSpecs.variant));
    return rows;
  });

  // products and cars in memory, checked against catalog_versions on every read (catalogue.ts)
  const catalogue = createCatalogue();
  /** What may be bought for the chosen car (none chosen: everything). */
  const fitsFor = (car: ReturnType<typeof requireModelData>): CatalogueFilter['fits'] =>
    car ? (p) => canBuy(fitOf(p.fitment, car)) : undefined;

  mountCall(app, deps, productIndex, async ({ car: ref }, ctx) => {
    const [names, brandRows, [range]] = await Promise.all([
      ctx.db.select().from(categories).orderBy(asc(categories.sort)),
      ctx.db
        .selectDistinct({ brand: products.brand })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.brand)),
      ctx.db
        .select({
          min: sql<number>`coalesce(min(${products.priceSen}), 0)::int`,
          max: sql<number>`coalesce(max(${products.priceSen}), 0)::int`,
        })
        .from(products)
        .where(eq(products.active, true)),
    ]);
    const { value: found, stock } = await catalogue.read(
      ctx.db,
      (cat) => {
        const fits = fitsFor(requireModelData(carOf(cat, ref)));
        return productCategories.map((category) => ({
          category,
          rows: searchCatalogue(cat, { category, fits }, { pageNo: 1, pageSize: 6, sort: 'recommended' }).rows,
        }));
      },
      (sections) => sections.flatMap((s) => s.rows.map((p) => p.id)),
    );
    return {
      sections: found.map(({ category, rows }) => {
        const name = names.find((n) => n.code === category);
        return {
          category,
          name: name ? pick(name.name, ctx.lang) : category,
          products: rows.map((p) => toSummary({ ...p, stock: stock.get(p.id) ?? 0 }, ctx.lang)),
        };
      }),
      partBrands: brandRows.map((b) => b.brand),
      priceRangeSen: { min: range?.min ?? 0, max: range?.max ?? 0 },
    };
  });

  const searches = createSearchCache<ReturnType<typeof searchCatalogue>>();
  mountCall(app, deps, productPage, async (payload, ctx) => {
    const key = JSON.stringify([
      payload.keyword ? payload.keyword.toLowerCase() : '',
      payload.category ?? '',
      [...new Set(payload.partBrands ?? [])].sort(),
      payload.minPriceSen ?? null,
      payload.maxPriceSen ?? null,
      payload.car ? [payload.car.specId, payload.car.year] : null,
      payload.sort,
      payload.pageNo,
      payload.pageSize,
    ]);
    const { value: found, stock } = await catalogue.read(
      ctx.db,
      (cat) =>
        searches.get(cat, key, () =>
          searchCatalogue(
            cat,
            {
              keyword: payload.keyword || undefined,
              category: payload.category,
              partBrands: payload.partBrands,
              minPriceSen: payload.minPriceSen,
              maxPriceSen: payload.maxPriceSen,
              fits: fitsFor(requireModelData(carOf(cat, payload.car))),
            },
            payload,
          ),
        ),
      (page) => page.rows.map((p) => p.id),
    );
    return {
      list: found.rows.map((p) => toSummary({ ...p, stock: stock.get(p.id) ?? 0 }, ctx.lang)),
      total: found.total,
      pageNo: payload.pageNo,
      pageSize: payload.pageSize,
    };
  });

  mountCall(app, deps, productFind, async ({ id, car: ref }, ctx) => {
    const [product] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.active, true)));
    if (!product) throw notFound(productThing);
    const cat = await catalogue.current(ctx.db);
    const car = carOf(cat, ref);
    const specs = [...cat.specs.values()];
    return {
      ...toSummary(product, ctx.lang),
      description: pick(product.description, ctx.lang),
      images: [seedImageUrl(product.image)],
      compatibleModels: describeFitment(product.fitment, specs),
      fit: fitOf(product.fitment, car),
    };
  });

  mountCall(app, deps, productChangeList, async ({ id, car: ref }, ctx) => {
    const [product] = await ctx.db.select().from(products).where(eq(products.id, id));
    if (!product) throw notFound(productThing);
    const { value: found, stock } = await catalogue.read(
      ctx.db,
      (cat) =>
        searchCatalogue(
          cat,
          {
            category: product.category as ProductCategory,
            fits: fitsFor(requireModelData(carOf(cat, ref))),
            excludeId: id,
          },
          { pageNo: 1, pageSize: 50, sort: 'priceAsc' },
        ),
      (page) => page.rows.map((p) => p.id),
    );
    return found.rows.map((p) => toSummary({ ...p, stock: stock.get(p.id) ?? 0 }, ctx.lang));
  });

  mountCall(app, deps, carSizes, async (ref, ctx) => {
    const car = requireModelData(await loadCar(ctx.db, ref));
    if (!car) throw notFound({ en: 'Car', ms: 'Kereta', zh: '车辆' });
    const { spec } = car;
    return {
      car: `${spec.make} ${spec.model} ${car.year} ${spec.variant}`,
      wiper: { longIn: spec.wiperLongIn, shortIn: spec.wiperShortIn, rearIn: spec.wiperRearIn },
      tyreSizes: spec.tyreSizes,
      tintWindows: [...tintWindows],
      bodyType: spec.bodyType,
      noSizeFor: noSizeCategories(spec),
    };
  });

  mountCall(app, deps, userClueAdd, async ({ name, phone, car: ref, carText, note }, ctx) => {
    // anyone may leave a lead without logging in: a few an hour from one address
    await requireRate(ctx.db, `lead:${ctx.ip}`, deps.config.rateLimits.leadsPerAddress, ctx.now);
    const car = await loadCar(ctx.db, ref);
    const carInfo: Record<string, unknown> = { text: carText ?? '' };
    if (car?.spec)
      Object.assign(carInfo, { specId: car.spec.id, year: car.year, make: car.spec.make, model: car.spec.model });
    const [row] = await ctx.db
      .insert(userClues)
      .values({ name, phone, car: carInfo, note: note ?? '' })
      .returning({ id: userClues.id });
    if (!row) throw notFound({ en: 'Clue', ms: 'Maklumat', zh: '线索' });
    return { id: row.id };
  });
}
