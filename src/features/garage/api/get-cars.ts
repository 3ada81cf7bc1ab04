import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

export const carsKey = sharedKeys.garageCars();

export const getCars = (signal?: AbortSignal) => callApi(api.carList, {}, { signal });

/** The caller's cars, the default first. */
export const carsQueryOptions = () => queryOptions({ queryKey: carsKey, queryFn: ({ signal }) => getCars(signal) });

export const useCars = (enabled = true) => useQuery({ ...carsQueryOptions(), enabled });
