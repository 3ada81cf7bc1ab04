import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { officeKeys } from './office-keys';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: officeKeys.categories,
    queryFn: ({ signal }) => callApi(api.categoryList, {}, { signal }),
    staleTime: 3_600_000,
  });

/** Product categories with their names in the reader's language (the customer app's own list). */
export const useCategories = () => useQuery(categoriesQueryOptions());
