import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { officeKeys } from './office-keys';

export interface ProductFilter {
  pageNo: number;
  keyword?: string | undefined;
  category?: ProductCategory | undefined;
}

export const OFFICE_PAGE_SIZE = 20;

export const productsQueryOptions = (filter: ProductFilter) =>
  queryOptions({
    queryKey: officeKeys.products(filter),
    queryFn: ({ signal }) => callApi(api.officeProductPage, { ...filter, pageSize: OFFICE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The office's product list, one server page at a time. */
export const useProducts = (filter: ProductFilter) => useQuery(productsQueryOptions(filter));
