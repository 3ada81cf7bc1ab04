import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { hasStoredKey } from '@/shared/lib/session';
import { orderKeys } from './keys';

/** The methods the configured gateway takes (the app offers only these) and whether money is real. */
export const getPayMethods = (signal?: AbortSignal) => callApi(api.payMethods, {}, { signal });

export const payMethodsQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.payMethods(),
    queryFn: ({ signal }) => getPayMethods(signal),
    // the gateway changes only with a deployment
    staleTime: 10 * 60_000,
  });

export const usePayMethods = () => useQuery({ ...payMethodsQueryOptions(), enabled: hasStoredKey() });
