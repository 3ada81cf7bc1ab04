import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OfficeAuditFilter } from '@/shared/contract/office-audit';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { officeKeys } from './office-keys';
import { afterPageBefore } from './page-after';

export const AUDIT_PAGE_SIZE = 20;

/** A page of the audit log under `filter`; the next one read on from the page before when the client holds it. */
export const auditQueryOptions = (queryClient: QueryClient, pageNo: number, filter: OfficeAuditFilter = {}) =>
  queryOptions({
    queryKey: officeKeys.audit({ pageNo, ...filter }),
    queryFn: ({ signal }) => {
      const after = afterPageBefore(queryClient, pageNo, officeKeys.audit({ pageNo: pageNo - 1, ...filter }));
      return callApi(api.officeAuditPage, { pageNo, pageSize: AUDIT_PAGE_SIZE, filter, after }, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** The audit log, newest first, one server page at a time (the next one read on from the page before). */
export function useAudit(pageNo: number, filter: OfficeAuditFilter) {
  const queryClient = useQueryClient();
  return useQuery(auditQueryOptions(queryClient, pageNo, filter));
}

/** The people who appear in the log the caller reads: the person filter's choices. */
export const useAuditPeople = () =>
  useQuery({
    queryKey: officeKeys.auditPeople,
    queryFn: ({ signal }) => callApi(api.officeAuditPeople, {}, { signal }),
  });
