import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { OfficeOrderFilter, ORDER_EXPORT_PATH } from '@/shared/contract/office-orders';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { downloadCsv } from '../api/download-csv';
import { officeKeys } from '../api/office-keys';
import { afterPageBefore } from '../api/page-after';

export const ORDER_PAGE_SIZE = 20;

/** The export's path (checked against the contract's). */
const EXPORT_PATH: typeof ORDER_EXPORT_PATH = '/api/app/office/order/export';

/** A page of the office's order search; the next one read on from the page before when the client holds it. */
export const officeOrderPageOptions = (queryClient: QueryClient, pageNo: number, filter: OfficeOrderFilter) =>
  queryOptions({
    queryKey: officeKeys.orders({ pageNo, ...filter }),
    queryFn: ({ signal }) => {
      const after = afterPageBefore(queryClient, pageNo, officeKeys.orders({ pageNo: pageNo - 1, ...filter }));
      return callApi(api.officeOrderPage, { pageNo, pageSize: ORDER_PAGE_SIZE, filter, after }, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** The office's order search, one server page at a time. */
export function useOfficeOrders(pageNo: number, filter: OfficeOrderFilter) {
  const queryClient = useQueryClient();
  return useQuery(officeOrderPageOptions(queryClient, pageNo, filter));
}

export const useOfficeOrder = (id: number) =>
  useQuery({
    queryKey: officeKeys.order(id),
    queryFn: ({ signal }) => callApi(api.officeOrderFind, { id }, { signal }),
  });

/** Approve (the money goes back) or reject with a reason; every office list is read again. */
export function useReviewOfficeRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; approve: boolean; note: string }) =>
      callApi(api.officeRefundReview, input, { idempotencyKey: newIdempotencyKey() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}

/** Downloads the orders of the search as CSV. */
export const exportOrders = (filter: OfficeOrderFilter) => downloadCsv(EXPORT_PATH, filter, 'orders.csv');

/** The server's words of a refused call (without its code), else the error's. */
export { errorText } from '@/shared/lib/api-client';
