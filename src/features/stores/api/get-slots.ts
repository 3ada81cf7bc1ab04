import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { storeKeys } from './keys';

export const getSlots = (storeId: number, date: string, signal?: AbortSignal) =>
  callApi(api.storeSlots, { storeId, date }, { signal });

export const slotsQueryOptions = (storeId: number, date: string) =>
  queryOptions({
    queryKey: storeKeys.slots(storeId, date),
    queryFn: ({ signal }) => getSlots(storeId, date, signal),
    staleTime: 30_000,
  });

export const useSlots = (storeId: number | undefined, date: string | undefined) =>
  useQuery({ ...slotsQueryOptions(storeId ?? 0, date ?? ''), enabled: Boolean(storeId && date) });
