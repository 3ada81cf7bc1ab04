import { officeProductInput, type OfficeProduct } from '../../src/shared/contract/office';
import type { Fitment, products } from '../db/schema';

type ProductRow = typeof products.$inferSelect;

/**
 * A stored product in the office's shape (the form's and the CSV's), normalised by the contract. Its
 * `stock` is the warehouse's (mail orders); the stores' stock is kept per store
 * (docs/decisions/025-stock-per-store.md).
 */
export function officeProductOf(row: ProductRow, warehouse: number): OfficeProduct {
  const fitment =
    row.fitment.kind === 'models'
      ? {
          kind: 'models' as const,
          models: row.fitment.models.map((m) => ({
            make: m.make,
            model: m.model,
            yearFrom: m.yearFrom ?? 1980,
            yearTo: m.yearTo ?? 2100,
            variant: m.variant ?? '',
            engine: m.engine ?? '',
            transmission: m.transmission ?? '',
          })),
        }
      : row.fitment;
  const parsed = officeProductInput.safeParse({
    sku: row.sku,
    category: row.category,
    brand: row.brand,
    name: row.name,
    description: row.description,
    priceSen: row.priceSen,
    originalPriceSen: row.originalPriceSen,
    labourSen: row.labourSen,
    stock: warehouse,
    size: row.size,
    colour: row.colour,
    image: row.image,
    specs: row.specs,
    fitment,
    active: row.active,
  });
  // a row written before the office existed may break a rule the office keeps: show it as stored
  return parsed.success ? parsed.data : ({ ...row, stock: warehouse } as unknown as OfficeProduct);
}

/** The columns a product is stored in (its warehouse stock goes to `store_stock`). */
export function columnsOf(p: OfficeProduct) {
  return {
    sku: p.sku,
    category: p.category,
    brand: p.brand,
    name: p.name,
    description: p.description,
    priceSen: p.priceSen,
    originalPriceSen: p.originalPriceSen,
    labourSen: p.labourSen,
    size: p.size || null,
    colour: p.colour || null,
    image: p.image,
    specs: p.specs,
    fitment: p.fitment as Fitment,
    active: p.active,
  };
}

const SHOWN = 160;
const shown = (value: unknown): string => {
  const s = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return s.length > SHOWN ? `${s.slice(0, SHOWN - 1)}…` : s;
};

/** Field-by-field summary of a change, for the audit log (names per language as name.en, ...). */
export function changesOf(before: OfficeProduct | null, after: OfficeProduct) {
  const flat = (p: OfficeProduct | null): Record<string, unknown> => {
    if (!p) return {};
    const { name, description, ...rest } = p;
    return {
      ...rest,
      'name.en': name.en,
      'name.ms': name.ms,
      'name.zh': name.zh,
      'description.en': description.en,
      'description.ms': description.ms,
      'description.zh': description.zh,
    };
  };
  const a = flat(before);
  const b = flat(after);
  return Object.keys(b)
    .filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null))
    .map((field) => ({ field, before: shown(a[field]), after: shown(b[field]) }));
}

/** Whether two office products are the same (both normalised by the contract). */
export const sameProduct = (a: OfficeProduct, b: OfficeProduct) => changesOf(a, b).length === 0;
