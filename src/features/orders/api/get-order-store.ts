import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { orderKeys } from './keys';

export const getOrderStore = (orderId: number, signal?: AbortSignal) =>
  callApi(api.orderClientStore, { orderId }, { signal });

export const orderStoreQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.store(orderId),
    queryFn: ({ signal }) => getOrderStore(orderId, signal),
    retry: false,
  });

/** The store serving an order; only asked for orders that have one (mail orders do not). */
export const useOrderStore = (orderId: number, enabled: boolean) =>
  useQuery({ ...orderStoreQueryOptions(orderId), enabled });
