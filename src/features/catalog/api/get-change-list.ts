import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarRef } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { catalogKeys } from './keys';

/** Products that can replace this one on the chosen car. */
export function getChangeList(id: number, car: CarRef, signal?: AbortSignal) {
  return callApi(api.productChangeList, { id, car }, { signal });
}

export const changeListQueryOptions = (id: number, car: CarRef, locale = currentLocale()) =>
  queryOptions({
    queryKey: catalogKeys.change(id, locale, car),
    queryFn: ({ signal }) => getChangeList(id, car, signal),
  });

export const useChangeList = (id: number, car: CarRef) => useQuery(changeListQueryOptions(id, car));
