import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { officeKeys } from '../api/office-keys';
import type { DashboardRange } from './dashboard-api';

/**
 * Extra work found on cars over the dashboard's range (the server's default: the last 30 days):
 * quotes sent, approval rate and extra revenue, in total, per store and per technician.
 */
export const useExtraWorkSummary = (range: DashboardRange) =>
  useQuery({
    queryKey: officeKeys.extraWork(range),
    queryFn: ({ signal }) => callApi(api.officeExtraWorkSummary, range, { signal }),
    placeholderData: keepPreviousData,
  });
