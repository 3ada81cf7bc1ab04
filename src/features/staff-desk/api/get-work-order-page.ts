import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WorkOrderTab } from '@/shared/contract/staff';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { staffDeskKeys } from './keys';

export const WORK_ORDER_PAGE_SIZE = 10;

export const getWorkOrderPage = (tab: WorkOrderTab, pageNo: number, signal?: AbortSignal) =>
  callApi(api.workOrderPage, { tab, pageNo, pageSize: WORK_ORDER_PAGE_SIZE }, { signal });

export const workOrderPageQueryOptions = (tab: WorkOrderTab, locale = currentLocale()) =>
  infiniteQueryOptions({
    queryKey: staffDeskKeys.workOrders(tab, locale),
    queryFn: ({ pageParam, signal }) => getWorkOrderPage(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
    staleTime: 0,
  });

/** Work orders of one staff tab, a page at a time. */
export const useWorkOrderPage = (tab: WorkOrderTab) => useInfiniteQuery(workOrderPageQueryOptions(tab));
