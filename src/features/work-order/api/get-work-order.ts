import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export const getWorkOrder = (id: number, signal?: AbortSignal) => callApi(api.workOrderFind, { id }, { signal });

export const workOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'workorder', id],
    queryFn: ({ signal }) => getWorkOrder(id, signal),
    // others move the same work order: always checked again when shown (the copy shows meanwhile)
    staleTime: 0,
  });

/** Disabled without an id (the route opened without one). */
export const useWorkOrder = (id: number) => useQuery({ ...workOrderQueryOptions(id), enabled: id > 0 });
