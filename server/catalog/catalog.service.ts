import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  carSizes,
  productChangeList,
  productFind,
  productIndex,
  productPage,
  userClueAdd,
} from '../../src/shared/contract/catalog';
import { productCategories, tintWindows, type ProductCategory } from '../../src/shared/contract/catalog';
import { seedImageUrl } from '../content/seed-images';
import type { Db } from '../db/client';
import { categories, products, userClues, vehicleSpecs } from '../db/schema';
import { notFound } from '../http/errors';
import { requireRate } from '../http/rate-limit';
import { pick, type Lang } from '../i18n/language';
import { text } from '../i18n/text-catalogue';
import { carOf, createCatalogue, createSearchCache, searchCatalogue, type CatalogueFilter } from './catalogue';
import { canBuy, describeFitment, fitOf, noSizeCategories } from './fitment';
import { loadCar, requireModelData, toSummary } from './products.service';

type Input<C extends { payload: z.ZodType }> = z.output<C['payload']>;

/** The product categories in their order, named in the reader's language. */
export async function categoryList(db: Db, lang: Lang) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort));
  return rows.map((r) => ({
    id: r.id,
    code: r.code as ProductCategory,
    name: pick(r.name, lang),
    iconUrl: seedImageUrl(r.icon),
    sort: r.sort,
  }));
}

/** Every car model of the catalogue, for the car picker. */
export async function vehicleSpecList(db: Db) {
  const rows = await db
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
}

/** The sizes of a car: wipers, tyres, tint windows, and the categories it has no size for. */
export async function carSizesOf(db: Db, ref: Input<typeof carSizes>) {
  const car = requireModelData(await loadCar(db, ref));
  if (!car) throw notFound(text('thingCar'));
  const { spec } = car;
  return {
    car: `${spec.make} ${spec.model} ${car.year} ${spec.variant}`,
    wiper: { longIn: spec.wiperLongIn, shortIn: spec.wiperShortIn, rearIn: spec.wiperRearIn },
    tyreSizes: spec.tyreSizes,
    tintWindows: [...tintWindows],
    bodyType: spec.bodyType,
    noSizeFor: noSizeCategories(spec),
  };
}

/** Stores a lead left by anyone, a few an hour from one address. */
export async function addClue(
  db: Db,
  { name, phone, car: ref, carText, note }: Input<typeof userClueAdd>,
  limit: Parameters<typeof requireRate>[2],
  ip: string,
  now: Date,
) {
  await requireRate(db, `lead:${ip}`, limit, now);
  const car = await loadCar(db, ref);
  const carInfo: Record<string, unknown> = { text: carText ?? '' };
  if (car?.spec)
    Object.assign(carInfo, { specId: car.spec.id, year: car.year, make: car.spec.make, model: car.spec.model });
  const [row] = await db
    .insert(userClues)
    .values({ name, phone, car: carInfo, note: note ?? '' })
    .returning({ id: userClues.id });
  if (!row) throw notFound(text('thingClue'));
  return { id: row.id };
}

/**
 * The product lists, read from the catalogue held in memory (catalogue.ts) and checked against
 * catalog_versions on every read.
 */
export function createCatalogService(writeCount: (() => number | null) | null) {
  const catalogue = createCatalogue(writeCount);
  const searches = createSearchCache<ReturnType<typeof searchCatalogue>>();
  /** What may be bought for the chosen car (none chosen: everything). */
  const fitsFor = (car: ReturnType<typeof requireModelData>): CatalogueFilter['fits'] =>
    car ? (p) => canBuy(fitOf(p.fitment, car)) : undefined;

  return {
    /** The home sections: a few products per category, the brands and the price range. */
    async productIndex(db: Db, { car: ref }: Input<typeof productIndex>, lang: Lang) {
      const [names, brandRows, [range]] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.sort)),
        db
          .selectDistinct({ brand: products.brand })
          .from(products)
          .where(eq(products.active, true))
          .orderBy(asc(products.brand)),
        db
          .select({
            min: sql<number>`coalesce(min(${products.priceSen}), 0)::int`,
            max: sql<number>`coalesce(max(${products.priceSen}), 0)::int`,
          })
          .from(products)
          .where(eq(products.active, true)),
      ]);
      const { value: found, stock } = await catalogue.read(
        db,
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
            name: name ? pick(name.name, lang) : category,
            products: rows.map((p) => toSummary({ ...p, stock: stock.get(p.id) ?? 0 }, lang)),
          };
        }),
        partBrands: brandRows.map((b) => b.brand),
        priceRangeSen: { min: range?.min ?? 0, max: range?.max ?? 0 },
      };
    },

    /** One page of a product search, kept a few seconds per catalogue version by its normalised filters. */
    async productPage(db: Db, payload: Input<typeof productPage>, lang: Lang) {
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
        db,
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
        list: found.rows.map((p) => toSummary({ ...p, stock: stock.get(p.id) ?? 0 }, lang)),
        total: found.total,
        pageNo: payload.pageNo,
        pageSize: payload.pageSize,
      };
    },

    /** A product's details and how it fits the chosen car. */
    async productFind(db: Db, { id, car: ref }: Input<typeof productFind>, lang: Lang) {
      const [product] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.active, true)));
      if (!product) throw notFound(text('thingProduct'));
      const cat = await catalogue.current(db);
      const car = carOf(cat, ref);
      const specs = [...cat.specs.values()];
      return {
        ...toSummary(product, lang),
        description: pick(product.description, lang),
        images: [seedImageUrl(product.image)],
        compatibleModels: describeFitment(product.fitment, specs),
        fit: fitOf(product.fitment, car),
      };
    },

    /** Other products of the same category that fit the car, cheapest first. */
    async productChangeList(db: Db, { id, car: ref }: Input<typeof productChangeList>, lang: Lang) {
      const [product] = await db.select().from(products).where(eq(products.id, id));
      if (!product) throw notFound(text('thingProduct'));
      const { value: found, stock } = await catalogue.read(
        db,
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
      return found.rows.map((p) => toSummary({ ...p, stock: stock.get(p.id) ?? 0 }, lang));
    },
  };
}
