import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarRef, ProductSummary } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { workOrderKeys } from './keys';

/** What the finding form needs of a product it may quote (kept small: the cache is stored on the phone). */
export type QuotableProduct = Pick<
  ProductSummary,
  'id' | 'sku' | 'category' | 'brand' | 'name' | 'priceSen' | 'labourSen' | 'size' | 'stock'
>;

const PAGE_SIZE = 50;
/** Enough for every product that fits one car in the catalogue (a few dozen today). */
const MAX_PAGES = 6;

/**
 * Every product the catalogue sells for this car (the search's car filter keeps what fits, as
 * checkout does), fetched while there is a signal and kept in the stored cache, so the technician
 * can quote a product with the network off. The server checks the fit again when the finding arrives.
 */
export async function getQuotableProducts(car: CarRef, signal?: AbortSignal): Promise<QuotableProduct[]> {
  const found: QuotableProduct[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
    const page = await callApi(api.productPage, { car, pageNo, pageSize: PAGE_SIZE }, { signal });
    for (const p of page.list) {
      const { id, sku, category, brand, name, priceSen, labourSen, size, stock } = p;
      found.push({ id, sku, category, brand, name, priceSen, labourSen, size, stock });
    }
    if (pageNo * PAGE_SIZE >= page.total) break;
  }
  return found;
}

export const quotableProductsOptions = (car: CarRef, locale = currentLocale()) =>
  queryOptions({
    queryKey: workOrderKeys.quotable(locale, car),
    queryFn: ({ signal }) => getQuotableProducts(car, signal),
    staleTime: 10 * 60_000,
  });

/** Loaded only while the caller may record a finding on a work order with a car. */
export function useQuotableProducts(car: CarRef | null, enabled: boolean) {
  return useQuery({
    ...quotableProductsOptions(car ?? { specId: 0, year: 0 }),
    enabled: enabled && car !== null,
  });
}
