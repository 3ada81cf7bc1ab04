import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { contentKeys } from './keys';

/** Who to contact about personal data (docs/product.md#data-protection-officer). */
export const dpoQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.dpo(),
    queryFn: ({ signal }) => callApi(api.dataProtectionOfficer, {}, { signal }),
    staleTime: 60 * 60_000,
  });

export const useDpo = () => useQuery(dpoQueryOptions());
