import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { productPage } from '@/shared/contract/catalog';
import type { PayloadOf } from '@/shared/contract/define-call';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { catalogKeys } from './keys';

export type ProductFilter = Omit<PayloadOf<typeof productPage>, 'pageNo' | 'pageSize'>;
export const PRODUCT_PAGE_SIZE = 10;

/** One page of the product search. */
export function getProductPage(filter: ProductFilter, pageNo: number, signal?: AbortSignal) {
  return callApi(api.productPage, { ...filter, pageNo, pageSize: PRODUCT_PAGE_SIZE }, { signal });
}

/** The next page number, or undefined after the last page. */
export function nextPageOf(last: { pageNo: number; pageSize: number; total: number }): number | undefined {
  return last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;
}

export const productPageQueryOptions = (filter: ProductFilter, locale = currentLocale()) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.products(locale, filter),
    queryFn: ({ pageParam, signal }) => getProductPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useProductPage = (filter: ProductFilter) => useInfiniteQuery(productPageQueryOptions(filter));
