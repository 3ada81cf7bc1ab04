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
import { catalogVersions, categories, products, userClues, vehicleSpecs } from '../db/schema';
import { notFound } from '../http/errors';
import { requireRate } from '../http/rate-limit';
import { pick, type Lang } from '../i18n/language';
import { text } from '../i18n/text-catalogue';
import { createKeptReads, createSpecsByVersion, createTotalsByVersion } from './catalogue';
import { describeFitment, fitOf, noSizeCategories } from './fitment';
import { loadCar, requireModelData, toSummary } from './products.service';
import { brandsAndPriceRange, productSections, searchProducts, type SearchRow } from './search';

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
 * The product lists, answered by the database (search.ts): as current as the statement that reads
 * them, in every process. On PGlite an answer is kept while nothing was written (catalogue.ts).
 */
export function createCatalogService(writeCount: (() => number | null) | null) {
  const pages = createKeptReads<{ rows: SearchRow[]; total: number }>(writeCount);
  const indexes = createKeptReads<{
    sections: Map<string, SearchRow[]>;
    brands: Awaited<ReturnType<typeof brandsAndPriceRange>>;
  }>(writeCount);
  const changeLists = createKeptReads<SearchRow[]>(writeCount);
  const specsAt = createSpecsByVersion();
  const totals = createTotalsByVersion();
  const carKey = (ref: { specId: number; year: number } | undefined) => (ref ? [ref.specId, ref.year] : null);

  return {
    /** The home sections: a few products per category, the brands and the price range. */
    async productIndex(db: Db, { car: ref }: Input<typeof productIndex>, lang: Lang) {
      const [names, found] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.sort)),
        indexes.read(JSON.stringify(carKey(ref)), async () => {
          const car = requireModelData(await loadCar(db, ref));
          const [sections, brands] = await Promise.all([
            productSections(db, productCategories, car, 6),
            brandsAndPriceRange(db),
          ]);
          return { sections, brands };
        }),
      ]);
      return {
        sections: productCategories.map((category) => {
          const name = names.find((n) => n.code === category);
          return {
            category,
            name: name ? pick(name.name, lang) : category,
            products: (found.sections.get(category) ?? []).map((p) => toSummary(p, lang)),
          };
        }),
        partBrands: found.brands.brands,
        priceRangeSen: found.brands.priceRangeSen,
      };
    },

    /** One page of a product search. */
    async productPage(db: Db, payload: Input<typeof productPage>, lang: Lang) {
      const filters = [
        payload.keyword ?? '',
        payload.category ?? '',
        [...new Set(payload.partBrands ?? [])].sort(),
        payload.minPriceSen ?? null,
        payload.maxPriceSen ?? null,
        carKey(payload.car),
      ];
      const key = JSON.stringify([filters, payload.sort, payload.pageNo, payload.pageSize]);
      const found = await pages.read(key, async () =>
        searchProducts(
          db,
          {
            keyword: payload.keyword || undefined,
            category: payload.category,
            partBrands: payload.partBrands,
            minPriceSen: payload.minPriceSen,
            maxPriceSen: payload.maxPriceSen,
            car: requireModelData(await loadCar(db, payload.car)),
          },
          payload,
          { totals, key: JSON.stringify(filters) },
        ),
      );
      return {
        list: found.rows.map((p) => toSummary(p, lang)),
        total: found.total,
        pageNo: payload.pageNo,
        pageSize: payload.pageSize,
      };
    },

    /** A product's details and how it fits the chosen car. */
    async productFind(db: Db, { id, car: ref }: Input<typeof productFind>, lang: Lang) {
      const [found] = await db
        .select({
          product: products,
          version: sql<number>`(select ${catalogVersions.version} from ${catalogVersions} where ${catalogVersions.id} = 1)::float8`,
        })
        .from(products)
        .where(and(eq(products.id, id), eq(products.active, true)));
      if (!found) throw notFound(text('thingProduct'));
      const { product } = found;
      const specs = await specsAt(db, found.version);
      const car = ref ? { spec: specs.get(ref.specId) ?? null, year: ref.year } : null;
      return {
        ...toSummary(product, lang),
        description: pick(product.description, lang),
        images: [seedImageUrl(product.image)],
        compatibleModels: describeFitment(product.fitment, [...specs.values()]),
        fit: fitOf(product.fitment, car),
      };
    },

    /** Other products of the same category that fit the car, cheapest first. */
    async productChangeList(db: Db, { id, car: ref }: Input<typeof productChangeList>, lang: Lang) {
      const rows = await changeLists.read(JSON.stringify([id, carKey(ref)]), async () => {
        const [product] = await db.select({ category: products.category }).from(products).where(eq(products.id, id));
        if (!product) throw notFound(text('thingProduct'));
        const car = requireModelData(await loadCar(db, ref));
        const found = await searchProducts(
          db,
          { category: product.category, car, excludeId: id },
          { pageNo: 1, pageSize: 50, sort: 'priceAsc' },
          'none',
        );
        return found.rows;
      });
      return rows.map((p) => toSummary(p, lang));
    },
  };
}
