import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { managerKeys } from './keys';

export const getStoreRatings = (signal?: AbortSignal) => callApi(api.storeRatings, {}, { signal });

export const storeRatingsQueryOptions = () =>
  queryOptions({ queryKey: managerKeys.ratings(), queryFn: ({ signal }) => getStoreRatings(signal) });

/** Each store's average, count and latest ratings (a manager: their store; the company: every store). */
export const useStoreRatings = () => useQuery(storeRatingsQueryOptions());
