import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderGroup } from '@/shared/contract/orders';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { hasStoredKey } from '@/shared/lib/session';
import { orderKeys } from './keys';

export const ORDER_PAGE_SIZE = 10;

export const getOrders = (group: OrderGroup, pageNo: number, signal?: AbortSignal) =>
  callApi(api.orderPage, { group, pageNo, pageSize: ORDER_PAGE_SIZE }, { signal });

export const ordersInfiniteQueryOptions = (group: OrderGroup, locale = currentLocale()) =>
  infiniteQueryOptions({
    queryKey: orderKeys.page(group, locale),
    queryFn: ({ pageParam, signal }) => getOrders(group, pageParam, signal),
    initialPageParam: 1,
    staleTime: 0,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
  });

export const useOrders = (group: OrderGroup) =>
  useInfiniteQuery({ ...ordersInfiniteQueryOptions(group), enabled: hasStoredKey() });
