import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { hasStoredKey } from '@/shared/lib/session';
import { orderKeys } from './keys';

export const POLL_MS = 2000;

export interface PayStatusQuery {
  orderId: number;
  reference?: string;
  cancelled: boolean;
}

export const getPayStatus = (q: PayStatusQuery, signal?: AbortSignal) =>
  callApi(
    api.payStatusCall,
    { orderId: q.orderId, ...(q.reference ? { reference: q.reference } : {}), cancelled: q.cancelled },
    { signal },
  );

export const payStatusQueryOptions = (q: PayStatusQuery) =>
  queryOptions({
    queryKey: orderKeys.payStatus(q),
    queryFn: ({ signal }) => getPayStatus(q, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    // poll while the gateway has not told the server yet
    refetchInterval: (query) => (query.state.data?.payStatus === 'waiting' ? POLL_MS : false),
  });

export const usePayStatus = (q: PayStatusQuery, enabled: boolean) =>
  useQuery({ ...payStatusQueryOptions(q), enabled: enabled && hasStoredKey() });
