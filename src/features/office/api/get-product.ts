import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { officeKeys } from './office-keys';

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: officeKeys.product(id),
    queryFn: ({ signal }) => callApi(api.officeProductFind, { id }, { signal }),
  });

/** One product as the form edits it. */
export const useProduct = (id: number | null) => useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
