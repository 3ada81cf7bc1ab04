import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { COMPANY_ID } from './get-dictionary';
import { contentKeys } from './keys';

/** The latest release and the oldest app the API still serves (spec: sel/app-version). */
export const appVersionQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.appVersion(),
    queryFn: ({ signal }) => callApi(api.appVersion, { companyId: COMPANY_ID }, { signal }),
    staleTime: 10 * 60_000,
  });

export const useAppVersion = () => useQuery(appVersionQueryOptions());
