import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

/** The whole car catalogue; it changes rarely, so it stays fresh for an hour. */
export const vehicleSpecsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.vehicleSpecs(),
    queryFn: ({ signal }) => callApi(api.vehicleSpecList, {}, { signal }),
    staleTime: 60 * 60_000,
  });
