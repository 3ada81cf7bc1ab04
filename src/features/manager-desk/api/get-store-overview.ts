import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { managerKeys } from './keys';

export const getStoreOverview = (signal?: AbortSignal) => callApi(api.storeOverview, {}, { signal });

export const storeOverviewQueryOptions = () =>
  queryOptions({ queryKey: managerKeys.overview(), queryFn: ({ signal }) => getStoreOverview(signal) });

/** Work in progress per store (the company sees every store). */
export const useStoreOverview = () => useQuery(storeOverviewQueryOptions());
