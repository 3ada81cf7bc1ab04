import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';

export const categoriesQueryOptions = (locale = currentLocale()) =>
  queryOptions({
    queryKey: ['catalog', 'categories', locale],
    queryFn: ({ signal }) => callApi(api.categoryList, {}, { signal }),
  });
