import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficeBannerInput } from '@/shared/contract/office-content';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { officeKeys } from '../api/office-keys';

export const useBanners = () =>
  useQuery({
    queryKey: officeKeys.banners,
    queryFn: ({ signal }) => callApi(api.officeBannerPage, { pageNo: 1, pageSize: 100 }, { signal }),
  });

/** Adds or changes a banner; every office list is read again. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number | undefined; banner: OfficeBannerInput }) =>
      callApi(api.officeBannerSave, input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}

/** Moves a banner one place up or down in Home's order; the list is read again. */
export function useMoveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; direction: 'up' | 'down' }) =>
      callApi(api.officeBannerMove, input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.banners }),
  });
}
