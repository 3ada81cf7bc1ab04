import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@/shared/contract/define-call';
import type { storeList } from '@/shared/contract/orders';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { storeKeys } from './keys';

export type StoreQuery = Partial<PayloadOf<typeof storeList>>;

export const getStores = (query: StoreQuery, signal?: AbortSignal) =>
  callApi(api.storeList, { purpose: 'all', pageNo: 1, pageSize: 100, ...query }, { signal });

export const storesQueryOptions = (query: StoreQuery) =>
  queryOptions({
    queryKey: storeKeys.list(query),
    queryFn: ({ signal }) => getStores(query, signal),
    staleTime: 5 * 60_000,
  });

export const useStores = (query: StoreQuery) => useQuery(storesQueryOptions(query));
