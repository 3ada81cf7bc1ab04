import { eq } from 'drizzle-orm';
import type { CarRef, ProductCategory, ProductSummary } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import { seedImageUrl } from '../content/seed-images';
import type { Db } from '../db/client';
import { vehicleSpecs } from '../db/schema';
import { AppError } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import type { ChosenCar, Product, Spec } from './fitment';

/** The columns a product summary shows: a products row, or a catalogue entry with its stock. */
export type SummarySource = Pick<
  Product,
  | 'id'
  | 'sku'
  | 'category'
  | 'brand'
  | 'name'
  | 'priceSen'
  | 'originalPriceSen'
  | 'labourSen'
  | 'size'
  | 'colour'
  | 'stock'
  | 'image'
  | 'tags'
>;

export function toSummary(p: SummarySource, lang: Lang): ProductSummary {
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
