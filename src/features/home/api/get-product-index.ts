import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { homeKeys } from './keys';

/** The home index: sections per category, the part brands and the price range for the search panel. */
export function getProductIndex(signal?: AbortSignal) {
  return callApi(api.productIndex, {}, { signal });
}

export const productIndexQueryOptions = (locale = currentLocale()) =>
  queryOptions({
    queryKey: homeKeys.productIndex(locale),
    queryFn: ({ signal }) => getProductIndex(signal),
    staleTime: 10 * 60_000,
  });

export const useProductIndex = () => useQuery(productIndexQueryOptions());
