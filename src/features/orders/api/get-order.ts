import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { hasStoredKey } from '@/shared/lib/session';
import { orderKeys } from './keys';

export const getOrder = (id: number, signal?: AbortSignal) => callApi(api.orderFind, { id }, { signal });

export const orderQueryOptions = (id: number, locale = currentLocale()) =>
  queryOptions({
    queryKey: orderKeys.detail(id, locale),
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: false,
    staleTime: 0,
  });

export const useOrder = (id: number | undefined) =>
  useQuery({ ...orderQueryOptions(id ?? 0), enabled: Boolean(id) && hasStoredKey() });
