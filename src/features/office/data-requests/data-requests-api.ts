import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataRequestEntry } from '@/shared/contract/office-data-requests';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { officeKeys } from '../api/office-keys';
import { afterPageBefore } from '../api/page-after';

export const DATA_REQUEST_PAGE_SIZE = 20;

export type DataRequestKind = DataRequestEntry['kind'];

/** A page of the data requests log, newest first; the next one read on from the page before when the client holds it. */
export function useDataRequests(pageNo: number, kind: DataRequestKind | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: officeKeys.dataRequests({ pageNo, kind }),
    queryFn: ({ signal }) => {
      const after = afterPageBefore(queryClient, pageNo, officeKeys.dataRequests({ pageNo: pageNo - 1, kind }));
      return callApi(
        api.officeDataRequestPage,
        { pageNo, pageSize: DATA_REQUEST_PAGE_SIZE, after, ...(kind ? { kind } : {}) },
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });
}
