import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { officeKeys } from '../api/office-keys';

export const RELEASE_PAGE_SIZE = 10;

/** Keys of the releases screen, under the office root. */
export const releaseKeys = {
  page: (pageNo: number) => [...officeKeys.all, 'releases', pageNo] as const,
  adoption: (days: number) => [...officeKeys.all, 'adoption', days] as const,
};

export const useReleases = (pageNo: number) =>
  useQuery({
    queryKey: releaseKeys.page(pageNo),
    queryFn: ({ signal }) => callApi(api.officeReleasePage, { pageNo, pageSize: RELEASE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdoption = (days: number) =>
  useQuery({
    queryKey: releaseKeys.adoption(days),
    queryFn: ({ signal }) => callApi(api.officeReleaseAdoption, { days }, { signal }),
  });

export function usePublishRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { version: string; minSupportedVersion: string; notes: { en: string; ms: string; zh: string } }) =>
      callApi(api.officeReleasePublish, p, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}
