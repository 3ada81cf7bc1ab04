import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { officeKeys } from './office-keys';

export const AUDIT_PAGE_SIZE = 20;

export const auditQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: officeKeys.audit(pageNo),
    queryFn: ({ signal }) => callApi(api.officeAuditPage, { pageNo, pageSize: AUDIT_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The audit log, newest first, one server page at a time. */
export const useAudit = (pageNo: number) => useQuery(auditQueryOptions(pageNo));
