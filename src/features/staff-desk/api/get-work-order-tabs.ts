import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { staffDeskKeys } from './keys';

export const getWorkOrderTabs = (signal?: AbortSignal) => callApi(api.workOrderTabsCall, {}, { signal });

export const workOrderTabsQueryOptions = () =>
  queryOptions({ queryKey: staffDeskKeys.tabs(), queryFn: ({ signal }) => getWorkOrderTabs(signal), staleTime: 0 });

/** The staff order tabs with their counts. */
export const useWorkOrderTabs = () => useQuery(workOrderTabsQueryOptions());
