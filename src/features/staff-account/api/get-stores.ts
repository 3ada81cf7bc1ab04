import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { staffAccountKeys } from './keys';

export const getStores = (signal?: AbortSignal) =>
  callApi(api.storeList, { purpose: 'all', pageSize: 100 }, { signal });

export const registerStoresQueryOptions = () =>
  queryOptions({
    queryKey: staffAccountKeys.stores(),
    queryFn: ({ signal }) => getStores(signal),
    staleTime: 300_000,
  });

/** Every store, for the sign-up store picker. */
export const useRegisterStores = () => useQuery(registerStoresQueryOptions());
