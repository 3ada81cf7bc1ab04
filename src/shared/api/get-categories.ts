import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import * as sharedKeys from '@/shared/lib/shared-keys';

export const getCategories = (signal?: AbortSignal) => callApi(api.categoryList, {}, { signal });

/** The product categories, named in the request language (Home's grid, the back office's product forms). */
export const categoriesQueryOptions = (locale = currentLocale()) =>
  queryOptions({ queryKey: sharedKeys.categories(locale), queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(categoriesQueryOptions());
