import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { complaintKeys } from './keys';

export const COMPLAINT_PAGE_SIZE = 50;

export const getComplaints = (signal?: AbortSignal) =>
  callApi(api.complaintPage, { pageNo: 1, pageSize: COMPLAINT_PAGE_SIZE }, { signal });

/** The caller's complaints, newest first; screenshot addresses expire, so they are not kept long. */
export const complaintsQueryOptions = () =>
  queryOptions({
    queryKey: complaintKeys.page(),
    queryFn: ({ signal }) => getComplaints(signal),
    staleTime: 0,
    gcTime: 60 * 60_000,
  });

export const useComplaints = () => useQuery(complaintsQueryOptions());
