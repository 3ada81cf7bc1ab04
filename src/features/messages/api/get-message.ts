import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { messageKeys } from './keys';

export const getMessage = (id: number, signal?: AbortSignal) => callApi(api.messageFind, { id }, { signal });

export const messageQueryOptions = (id: number, locale = currentLocale()) =>
  queryOptions({
    queryKey: messageKeys.detail(id, locale),
    queryFn: ({ signal }) => getMessage(id, signal),
    staleTime: 0,
  });

export const useMessage = (id: number) => useQuery(messageQueryOptions(id));
