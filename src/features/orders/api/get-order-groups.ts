import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { hasStoredKey } from '@/shared/lib/session';
import { orderKeys } from './keys';

export const getOrderGroups = (signal?: AbortSignal) => callApi(api.orderCategoryList, {}, { signal });

export const orderGroupsQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.groups(), queryFn: ({ signal }) => getOrderGroups(signal), staleTime: 0 });

export const useOrderGroups = () => useQuery({ ...orderGroupsQueryOptions(), enabled: hasStoredKey() });
