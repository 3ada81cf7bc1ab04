import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { workOrderKeys } from './keys';

export const getWorkOrder = (id: number, signal?: AbortSignal) => callApi(api.workOrderFind, { id }, { signal });

export const workOrderQueryOptions = (id: number, locale = currentLocale()) =>
  queryOptions({
    queryKey: workOrderKeys.detail(id, locale),
    queryFn: ({ signal }) => getWorkOrder(id, signal),
    // others move the same work order: always checked again when shown (the copy shows meanwhile)
    staleTime: 0,
  });

/** Disabled without an id (the route opened without one). */
export const useWorkOrder = (id: number) => useQuery({ ...workOrderQueryOptions(id), enabled: id > 0 });
