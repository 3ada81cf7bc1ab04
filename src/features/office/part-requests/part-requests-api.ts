import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { officeKeys } from '../api/office-keys';

export const PART_REQUEST_PAGE_SIZE = 20;
export type PartRequestState = 'open' | 'handled';

const partRequestKeys = {
  all: [...officeKeys.all, 'part-requests'] as const,
  page: (state: PartRequestState, pageNo: number) => [...partRequestKeys.all, state, pageNo] as const,
};

export const usePartRequests = (state: PartRequestState, pageNo: number) =>
  useQuery({
    queryKey: partRequestKeys.page(state, pageNo),
    queryFn: ({ signal }) =>
      callApi(api.officePartRequestPage, { state, pageNo, pageSize: PART_REQUEST_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useHandlePartRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(api.officePartRequestHandle, { id }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partRequestKeys.all }),
  });
}
