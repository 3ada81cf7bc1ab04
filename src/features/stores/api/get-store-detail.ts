import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { storeKeys } from './keys';

export const getStoreDetail = (storeId: number, signal?: AbortSignal) =>
  callApi(api.storeDetail, { storeId }, { signal });

/** One store for its page: hours per weekday, what it installs, its closures ahead. */
export const storeDetailQueryOptions = (storeId: number, locale = currentLocale()) =>
  queryOptions({
    queryKey: storeKeys.detail(storeId, locale),
    queryFn: ({ signal }) => getStoreDetail(storeId, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useStoreDetail = (storeId: number | undefined) =>
  useQuery({ ...storeDetailQueryOptions(storeId ?? 0), enabled: Boolean(storeId) });
