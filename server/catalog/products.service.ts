import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CarRef, ProductCategory, ProductSummary } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import { seedImageUrl } from '../content/content.routes';
import type { Db } from '../db/client';
import { products, vehicleSpecs } from '../db/schema';
import { AppError } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import type { ChosenCar, Product, Spec } from './fitment';
import { fitsCarSql } from './fitment';

export function toSummary(p: Product, lang: Lang): ProductSummary {
  return {
    id: p.id,
    sku: p.sku,
    category: p.category as ProductCategory,
    brand: p.brand,
    name: pick(p.name, lang),
    priceSen: p.priceSen,
    originalPriceSen: p.originalPriceSen,
    labourSen: p.labourSen,
    size: p.size,
    colour: p.colour,
    stock: p.stock,
    imageUrl: seedImageUrl(p.image),
    tags: p.tags,
  };
}

export async function loadSpec(db: Db, specId: number): Promise<Spec | null> {
  const [spec] = await db.select().from(vehicleSpecs).where(eq(vehicleSpecs.id, specId)).limit(1);
  return spec ?? null;
}

/** Resolves a car reference; null when none was given. */
export async function loadCar(db: Db, ref: CarRef | undefined | null): Promise<ChosenCar | null> {
  if (!ref) return null;
  return { spec: await loadSpec(db, ref.specId), year: ref.year };
}

/** Refuses a search for a car the catalogue does not know ('No vehicle model data detected'). */
export function requireModelData(car: ChosenCar | null): { spec: Spec; year: number } | null {
  if (!car) return null;
  const { spec, year } = car;
  if (!spec || year < spec.yearFrom || year > spec.yearTo) throw new AppError(ResultCode.validation, 'noModelData');
  return { spec, year };
}

export interface ProductFilter {
  keyword?: string | undefined;
  category?: ProductCategory | undefined;
  partBrands?: string[] | undefined;
  minPriceSen?: number | undefined;
  maxPriceSen?: number | undefined;
  car?: { spec: Spec; year: number } | null;
  excludeId?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function productWhere(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.active, true)];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.partBrands && filter.partBrands.length > 0) conditions.push(inArray(products.brand, filter.partBrands));
  if (filter.minPriceSen !== undefined) conditions.push(gte(products.priceSen, filter.minPriceSen));
  if (filter.maxPriceSen !== undefined) conditions.push(lte(products.priceSen, filter.maxPriceSen));
  if (filter.excludeId !== undefined) conditions.push(ne(products.id, filter.excludeId));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(
      or(
        ilike(products.brand, like),
        ilike(products.sku, like),
        ilike(products.size, like),
        sql`${products.name}->>'en' ilike ${like}`,
        sql`${products.name}->>'ms' ilike ${like}`,
        sql`${products.name}->>'zh' ilike ${like}`,
      ),
    );
  }
  if (filter.car) conditions.push(fitsCarSql(products.fitment, filter.car.spec, filter.car.year));
  return and(...conditions);
}

const categoryOrder = sql`array_position(array['maintenance','tyres','tint','dashcam','brake_pads','wipers','car_seats']::text[], ${products.category})`;

export async function searchProducts(
  db: Db,
  filter: ProductFilter,
  page: { pageNo: number; pageSize: number; sort: 'recommended' | 'priceAsc' | 'priceDesc' },
) {
  const where = productWhere(filter);
  const order =
    page.sort === 'priceAsc'
      ? [asc(products.priceSen), asc(products.id)]
      : page.sort === 'priceDesc'
        ? [desc(products.priceSen), asc(products.id)]
        : [asc(categoryOrder), asc(products.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
