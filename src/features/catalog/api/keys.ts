import type { CarRef } from '@/shared/contract/catalog';
import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';
import type { ProductFilter } from './get-product-page';

/** The catalogue screens' queries (products are named in the request language). */
export const catalogKeys = {
  products: (locale: Locale, filter: ProductFilter) => [queryRoots.catalog, 'products', locale, filter] as const,
  product: (id: number, locale: Locale, car: CarRef | null) =>
    [queryRoots.catalog, 'product', id, locale, car] as const,
  change: (id: number, locale: Locale, car: CarRef) => [queryRoots.catalog, 'change', id, locale, car] as const,
};
