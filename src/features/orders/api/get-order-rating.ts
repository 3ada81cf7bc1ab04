import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { hasStoredKey } from '@/shared/lib/session';
import { orderKeys } from './keys';

export const getOrderRating = (orderId: number, signal?: AbortSignal) =>
  callApi(api.orderRatingFind, { orderId }, { signal });

export const orderRatingQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.rating(orderId),
    queryFn: ({ signal }) => getOrderRating(orderId, signal),
    retry: false,
    // a restored copy may be older than a rating just given: read it again on every visit
    staleTime: 0,
  });

/** The rating the customer gave the order and whether they may rate it now (asked only once completed). */
export const useOrderRating = (orderId: number, enabled: boolean) =>
  useQuery({ ...orderRatingQueryOptions(orderId), enabled: enabled && hasStoredKey() });
