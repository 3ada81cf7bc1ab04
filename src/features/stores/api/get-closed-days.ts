import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { storeKeys } from './keys';

/** The days a workshop is closed (weekly days off, closures, public holidays of its state) from `from`. */
export const useClosedDays = (storeId: number | undefined, from: string, days: number) =>
  useQuery({
    queryKey: storeKeys.closedDays(storeId ?? 0, from, days),
    queryFn: ({ signal }) => callApi(api.storeClosedDays, { storeId: storeId ?? 0, from, days }, { signal }),
    enabled: Boolean(storeId),
    staleTime: 60_000,
  });
