import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ManualRefundMethod, OfficePaymentFilter, OfficePaymentRow } from '@/shared/contract/office-payments';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { saveFile } from '@/shared/lib/download-file';
import { officeKeys } from '../api/office-keys';
import { afterPageBefore } from '../api/page-after';

export const PAYMENT_PAGE_SIZE = 20;

type OfficePaymentPage = { list: OfficePaymentRow[]; total: number; pageNo: number; pageSize: number };

/** Keys of the payments screen, under the office root (a change reads every office list again). */
export const paymentKeys = {
  all: [...officeKeys.all, 'payments'] as const,
  page: (search: object) => [...officeKeys.all, 'payments', search] as const,
  failedCount: [...officeKeys.all, 'payments-failed'] as const,
  settlement: (date: string) => [...officeKeys.all, 'settlement', date] as const,
};

/** A page of the payment search; the next one read on from the page before when the client holds it. */
export const paymentPageOptions = (queryClient: QueryClient, pageNo: number, filter: OfficePaymentFilter) =>
  queryOptions({
    queryKey: paymentKeys.page({ pageNo, ...filter }),
    queryFn: ({ signal }) => {
      const after = afterPageBefore(queryClient, pageNo, paymentKeys.page({ pageNo: pageNo - 1, ...filter }));
      return callApi(api.officePaymentPage, { pageNo, pageSize: PAYMENT_PAGE_SIZE, filter, after }, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** The payment search, one server page at a time. */
export function useOfficePayments(pageNo: number, filter: OfficePaymentFilter) {
  const queryClient = useQueryClient();
  return useQuery(paymentPageOptions(queryClient, pageNo, filter));
}

/** How many refunds need a person (failed at the gateway), for the tab's count (a key of its own: see useManualRefund). */
export const useFailedRefundCount = () =>
  useQuery({
    queryKey: paymentKeys.failedCount,
    queryFn: ({ signal }) =>
      callApi(api.officePaymentPage, { pageNo: 1, pageSize: 1, filter: { refundStatus: 'failed' } }, { signal }),
    select: (page) => page.total,
  });

export const settlementOptions = (date: string, enabled: boolean) =>
  queryOptions({
    queryKey: paymentKeys.settlement(date),
    queryFn: ({ signal }) => callApi(api.officeSettlement, { date }, { signal }),
    enabled,
  });

/** One Malaysian day's settlement (the company's): its totals on screen, its CSV to save. */
export const useSettlement = (date: string, enabled: boolean) => useQuery(settlementOptions(date, enabled));

/** Saves the settlement as a file, a UTF-8 byte order mark first so spreadsheets read names right. */
export const saveSettlement = (settlement: { filename: string; csv: string }) =>
  saveFile(new Blob(['\uFEFF', settlement.csv], { type: 'text/csv;charset=utf-8' }), settlement.filename);

export interface ManualRefundInput {
  id: number;
  method: ManualRefundMethod;
  reference: string;
  note: string;
}

/**
 * A failed refund, returned another way: recorded once, the customer told. The answer replaces the
 * row wherever a payment list shows it, so the list in view keeps it with its new state (the "needs
 * a person" list would otherwise drop it before anyone saw it recorded); those lists are read again
 * on their next visit, every other office query at once.
 */
export function useManualRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualRefundInput) =>
      callApi(api.officeManualRefund, input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (row) => {
      queryClient.setQueriesData<OfficePaymentPage>({ queryKey: paymentKeys.all }, (page) =>
        page && 'list' in page ? { ...page, list: page.list.map((p) => (p.id === row.id ? row : p)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({
        queryKey: officeKeys.all,
        predicate: (query) => query.queryKey[1] !== paymentKeys.all[1],
      });
    },
    // refused (another person recorded it first, say): show what is true now
    onError: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}
