import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { storeKeys } from './keys';

export const getStoreRating = (storeId: number, signal?: AbortSignal) =>
  callApi(api.storeRating, { storeId }, { signal });

export const storeRatingQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: storeKeys.rating(storeId),
    queryFn: ({ signal }) => getStoreRating(storeId, signal),
    staleTime: 5 * 60_000,
  });

/** A store's average stars (null before its first rating) and how many ratings it has; public. */
export const useStoreRating = (storeId: number | undefined) =>
  useQuery({ ...storeRatingQueryOptions(storeId ?? 0), enabled: Boolean(storeId) });
