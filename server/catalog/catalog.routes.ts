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
import { seedImageUrl } from '../content/content.routes';
import { categories, products, userClues, vehicleSpecs } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { notFound } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { createTtlCache } from '../http/ttl-cache';
import { pick } from '../i18n/language';
import { describeFitment, fitOf, noSizeCategories } from './fitment';
import { loadCar, requireModelData, searchProducts, toSummary } from './products.service';

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

  // the car catalogue changes only with a seed or an import; keep it in memory for fitment texts
  const allSpecs = createTtlCache<'all', (typeof vehicleSpecs.$inferSelect)[]>(60_000);

  mountCall(app, deps, productIndex, async ({ car: ref }, ctx) => {
    const car = requireModelData(await loadCar(ctx.db, ref));
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
    const sections = await Promise.all(
      productCategories.map(async (category) => {
        const { rows } = await searchProducts(
          ctx.db,
          { category, car },
          { pageNo: 1, pageSize: 6, sort: 'recommended' },
        );
        const name = names.find((n) => n.code === category);
        return {
          category,
          name: name ? pick(name.name, ctx.lang) : category,
          products: rows.map((p) => toSummary(p, ctx.lang)),
        };
      }),
    );
    return {
      sections,
      partBrands: brandRows.map((b) => b.brand),
      priceRangeSen: { min: range?.min ?? 0, max: range?.max ?? 0 },
    };
  });

  mountCall(app, deps, productPage, async (payload, ctx) => {
    const car = requireModelData(await loadCar(ctx.db, payload.car));
    const { rows, total } = await searchProducts(
      ctx.db,
      {
        keyword: payload.keyword || undefined,
        category: payload.category,
        partBrands: payload.partBrands,
        minPriceSen: payload.minPriceSen,
        maxPriceSen: payload.maxPriceSen,
        car,
      },
      payload,
    );
    return { list: rows.map((p) => toSummary(p, ctx.lang)), total, pageNo: payload.pageNo, pageSize: payload.pageSize };
  });

  mountCall(app, deps, productFind, async ({ id, car: ref }, ctx) => {
    const [product] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.active, true)));
    if (!product) throw notFound(productThing);
    const car = await loadCar(ctx.db, ref);
    const specs = await allSpecs.get('all', () => ctx.db.select().from(vehicleSpecs));
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
    const car = requireModelData(await loadCar(ctx.db, ref));
    const { rows } = await searchProducts(
      ctx.db,
      { category: product.category as ProductCategory, car, excludeId: id },
      { pageNo: 1, pageSize: 50, sort: 'priceAsc' },
    );
    return rows.map((p) => toSummary(p, ctx.lang));
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
