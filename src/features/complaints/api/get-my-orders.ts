import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { complaintKeys } from './keys';

export const getMyOrders = (signal?: AbortSignal) =>
  callApi(api.orderPage, { group: 'all', pageNo: 1, pageSize: 50 }, { signal });

/** The caller's latest orders, to choose the one a complaint is about. */
export const myOrdersQueryOptions = (locale = currentLocale()) =>
  queryOptions({
    queryKey: complaintKeys.orderChoice(locale),
    queryFn: ({ signal }) => getMyOrders(signal),
    staleTime: 0,
  });

export const useMyOrders = () => useQuery(myOrdersQueryOptions());
