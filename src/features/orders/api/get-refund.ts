import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { hasStoredKey } from '@/shared/lib/session';
import { orderKeys } from './keys';

export const getRefund = (orderId: number, signal?: AbortSignal) => callApi(api.refundFind, { orderId }, { signal });

export const refundQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.refund(orderId),
    queryFn: ({ signal }) => getRefund(orderId, signal),
    retry: false,
    staleTime: 0,
  });

export const useRefund = (orderId: number | undefined) =>
  useQuery({ ...refundQueryOptions(orderId ?? 0), enabled: Boolean(orderId) && hasStoredKey() });
