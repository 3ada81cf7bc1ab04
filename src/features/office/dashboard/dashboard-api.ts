import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { officeKeys } from '../api/office-keys';

export interface DashboardRange {
  from?: string | undefined;
  to?: string | undefined;
  storeId?: number | undefined;
}

/** The dashboard's numbers over a range of Malaysian days (the server's default: the last 30). */
export const useDashboard = (range: DashboardRange) =>
  useQuery({
    queryKey: officeKeys.dashboard(range),
    queryFn: ({ signal }) => callApi(api.officeDashboardSummary, range, { signal }),
    placeholderData: keepPreviousData,
  });
