import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

/** The configured gateway, whether its money is real and the methods it takes (the app offers only these). */
export const getPayMethods = (signal?: AbortSignal) => callApi(api.payMethods, {}, { signal });

export const payMethodsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.payMethods(),
    queryFn: ({ signal }) => getPayMethods(signal),
    // the gateway changes only with a deployment
    staleTime: 10 * 60_000,
  });

export const usePayMethods = (enabled = true) => useQuery({ ...payMethodsQueryOptions(), enabled });
