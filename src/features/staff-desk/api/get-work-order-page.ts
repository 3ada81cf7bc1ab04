import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WorkOrderTab } from '@/shared/contract/staff';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { staffDeskKeys } from './keys';

export const WORK_ORDER_PAGE_SIZE = 10;

/**
 * Which page to read: its number, and the `next` of the page before it, so "Load more" reads on from
 * the last card shown (docs/architecture.md#size). A bare number is a page parameter of a list kept
 * offline by an earlier version: read by number.
 */
export type WorkOrderPageParam = number | { pageNo: number; after?: string };

/** One page of a tab, searched by plate, order or work order number when `keyword` is not ''. */
export const getWorkOrderPage = (
  tab: WorkOrderTab,
  keyword: string,
  param: WorkOrderPageParam,
  signal?: AbortSignal,
) => {
  const { pageNo, after } = typeof param === 'number' ? { pageNo: param, after: undefined } : param;
  const payload = { tab, pageNo, pageSize: WORK_ORDER_PAGE_SIZE, after, keyword: keyword || undefined };
  return callApi(api.workOrderPage, payload, { signal });
};

export const workOrderPageQueryOptions = (tab: WorkOrderTab, keyword = '', locale = currentLocale()) =>
  infiniteQueryOptions({
    queryKey: staffDeskKeys.workOrders(tab, keyword, locale),
    queryFn: ({ pageParam, signal }) => getWorkOrderPage(tab, keyword, pageParam, signal),
    initialPageParam: { pageNo: 1 } as WorkOrderPageParam,
    getNextPageParam: (last): WorkOrderPageParam | undefined =>
      last.pageNo * last.pageSize < last.total ? { pageNo: last.pageNo + 1, after: last.next ?? undefined } : undefined,
    staleTime: 0,
  });

/** Work orders of one staff tab, a page at a time, searched by `keyword` ('' for all of them). */
export const useWorkOrderPage = (tab: WorkOrderTab, keyword = '') =>
  useInfiniteQuery(workOrderPageQueryOptions(tab, keyword));
