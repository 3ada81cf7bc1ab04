import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

export const getGarageCars = (signal?: AbortSignal) => callApi(api.carList, {}, { signal });

/**
 * The caller's cars, the default first. Asked again whenever a screen shows them: checkout also
 * writes to the garage (a plate it was given), so a copy kept across a reload may be behind.
 */
export const garageCarsQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.garageCars(), queryFn: ({ signal }) => getGarageCars(signal), staleTime: 0 });

export const useGarageCars = (enabled = true) => useQuery({ ...garageCarsQueryOptions(), enabled });
