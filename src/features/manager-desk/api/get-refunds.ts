import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { managerKeys } from './keys';

export const getRefunds = (signal?: AbortSignal) =>
  callApi(api.staffRefundPage, { status: 'pendingReview', pageSize: 100 }, { signal });

export const refundsQueryOptions = () =>
  queryOptions({ queryKey: managerKeys.refunds(), queryFn: ({ signal }) => getRefunds(signal) });

/** Refund requests waiting for review, oldest due first (with `overdue`). */
export const useStaffRefunds = () => useQuery(refundsQueryOptions());
