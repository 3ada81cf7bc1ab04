import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { managerKeys } from './keys';

export const getStaffComplaints = (signal?: AbortSignal) =>
  callApi(api.staffComplaintPage, { pageSize: 100 }, { signal });

export const staffComplaintsQueryOptions = () =>
  queryOptions({ queryKey: managerKeys.complaints(), queryFn: ({ signal }) => getStaffComplaints(signal) });

/** Complaints on the store's orders, newest first. */
export const useStaffComplaints = () => useQuery(staffComplaintsQueryOptions());
