import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarRef } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { catalogKeys } from './keys';

/** One product with its fit for the chosen car. */
export function getProduct(id: number, car?: CarRef, signal?: AbortSignal) {
  return callApi(api.productFind, { id, car }, { signal });
}

export const productQueryOptions = (id: number, car?: CarRef, locale = currentLocale()) =>
  queryOptions({
    queryKey: catalogKeys.product(id, locale, car ?? null),
    queryFn: ({ signal }) => getProduct(id, car, signal),
  });

export const useProduct = (id: number, car?: CarRef) => useQuery(productQueryOptions(id, car));
