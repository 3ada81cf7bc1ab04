import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

export const getVehicleSpecs = (signal?: AbortSignal) => callApi(api.vehicleSpecList, {}, { signal });

/** The whole car catalogue; it changes rarely, so it stays fresh for an hour. */
export const vehicleSpecsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.vehicleSpecs(),
    queryFn: ({ signal }) => getVehicleSpecs(signal),
    staleTime: 60 * 60_000,
  });

export const useVehicleSpecs = (enabled = true) => useQuery({ ...vehicleSpecsQueryOptions(), enabled });
