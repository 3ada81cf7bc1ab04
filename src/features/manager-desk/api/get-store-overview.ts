import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export const getStoreOverview = (signal?: AbortSignal) => callApi(api.storeOverview, {}, { signal });

export const storeOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'overview'], queryFn: ({ signal }) => getStoreOverview(signal) });

/** Work in progress per store (the company sees every store). */
export const useStoreOverview = () => useQuery(storeOverviewQueryOptions());
