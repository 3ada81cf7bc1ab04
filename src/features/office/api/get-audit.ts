import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { officeKeys } from './office-keys';
import { afterPageBefore } from './page-after';

export const AUDIT_PAGE_SIZE = 20;

export const auditQueryOptions = (queryClient: QueryClient, pageNo: number) =>
  queryOptions({
    queryKey: officeKeys.audit(pageNo),
    queryFn: ({ signal }) => {
      const after = afterPageBefore(queryClient, pageNo, officeKeys.audit(pageNo - 1));
      return callApi(api.officeAuditPage, { pageNo, pageSize: AUDIT_PAGE_SIZE, after }, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** The audit log, newest first, one server page at a time (the next one read on from the page before). */
export function useAudit(pageNo: number) {
  const queryClient = useQueryClient();
  return useQuery(auditQueryOptions(queryClient, pageNo));
}
