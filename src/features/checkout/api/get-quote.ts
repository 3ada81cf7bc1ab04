import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import type { OrderPayload } from '../draft';
import { checkoutKeys } from './keys';

export const getQuote = (payload: OrderPayload, signal?: AbortSignal) => callApi(api.orderQuote, payload, { signal });

export const quoteQueryOptions = (payload: OrderPayload) =>
  queryOptions({
    queryKey: checkoutKeys.quote(payload),
    queryFn: ({ signal }) => getQuote(payload, signal),
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The server's price of a complete draft; refreshed whenever the draft changes. */
export const useQuote = (payload: OrderPayload, enabled: boolean) =>
  useQuery({ ...quoteQueryOptions(payload), enabled });
