import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { EInvoiceRequestPayload, RECEIPT_PDF_PATH } from '@/shared/contract/documents';
import type {
  OfficeEinvoiceMonth,
  OfficeEinvoiceRow,
  OfficeReceiptRow,
  TaxSettingsPayload,
} from '@/shared/contract/office-documents';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { downloadFile } from '@/shared/lib/download-file';
import { officeKeys } from '../api/office-keys';

export const EINVOICE_PAGE_SIZE = 20;

/** The e-invoice search as the address keeps it. */
export interface EinvoiceFilter {
  state?: OfficeEinvoiceRow['state'];
  kind?: OfficeEinvoiceRow['kind'];
  q?: string;
}

type EinvoicePage = { list: OfficeEinvoiceRow[]; total: number; pageNo: number; pageSize: number };

/** Keys of the tax documents, under the office root (a change reads every office list again). */
export const taxDocumentKeys = {
  einvoices: [...officeKeys.all, 'einvoices'] as const,
  einvoicePage: (search: object) => [...officeKeys.all, 'einvoices', search] as const,
  months: [...officeKeys.all, 'einvoice-months'] as const,
  receipts: [...officeKeys.all, 'receipts'] as const,
  receiptSearch: (q: string) => [...officeKeys.all, 'receipts', q] as const,
  taxSettings: [...officeKeys.all, 'tax-settings'] as const,
};

/** The e-invoices, newest first, one server page at a time (the company's). */
export const useEinvoices = (pageNo: number, filter: EinvoiceFilter) =>
  useQuery({
    queryKey: taxDocumentKeys.einvoicePage({ pageNo, ...filter }),
    queryFn: ({ signal }) =>
      callApi(api.officeEinvoicePage, { pageNo, pageSize: EINVOICE_PAGE_SIZE, filter }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Every other office query is read again at once; the lists that show `keep` on their next visit. */
function refreshAround(queryClient: QueryClient, keep: readonly unknown[]) {
  void queryClient.invalidateQueries({ queryKey: keep, refetchType: 'none' });
  void queryClient.invalidateQueries({
    queryKey: officeKeys.all,
    predicate: (query) => query.queryKey[1] !== keep[1],
  });
}

/**
 * Sends an e-invoice again, with the buyer's details corrected when given. The answer replaces the
 * row where a list shows it, so a "Refused" list keeps it in view with its new state until the
 * next visit (it would otherwise vanish before anyone saw it go).
 */
export function useRetryEinvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; buyer?: EInvoiceRequestPayload }) =>
      callApi(api.officeEinvoiceRetry, input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (row) => {
      queryClient.setQueriesData<EinvoicePage>({ queryKey: taxDocumentKeys.einvoices }, (page) =>
        page && 'list' in page ? { ...page, list: page.list.map((e) => (e.id === row.id ? row : e)) } : page,
      );
      refreshAround(queryClient, taxDocumentKeys.einvoices);
    },
    // refused (sent meanwhile, say): show what is true now
    onError: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}

/** The last twelve months' receipts and their consolidated e-invoices (the company's). */
export const useEinvoiceMonths = () =>
  useQuery({
    queryKey: taxDocumentKeys.months,
    queryFn: ({ signal }) => callApi(api.officeEinvoiceMonths, {}, { signal }),
  });

/** Builds an ended month's consolidated e-invoice now; the month's line is replaced by the answer. */
export function useConsolidateMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      callApi(api.officeEinvoiceConsolidate, { month }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (answer: OfficeEinvoiceMonth) => {
      queryClient.setQueryData<{ list: OfficeEinvoiceMonth[] }>(taxDocumentKeys.months, (data) =>
        data ? { list: data.list.map((m) => (m.month === answer.month ? answer : m)) } : data,
      );
      refreshAround(queryClient, taxDocumentKeys.months);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: taxDocumentKeys.months }),
  });
}

/** Receipts and refund documents by their number or their order's (a manager: their store's). */
export const receiptSearchOptions = (q: string) =>
  queryOptions({
    queryKey: taxDocumentKeys.receiptSearch(q),
    queryFn: ({ signal }) => callApi(api.officeReceiptFind, { q }, { signal }),
    enabled: q.trim().length >= 2,
  });

export const useReceiptSearch = (q: string) => useQuery(receiptSearchOptions(q));

/** Sends the customer their receipt again (an in-app message with a push notice). */
export function useResendReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(api.officeReceiptResend, { id }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (row: OfficeReceiptRow) => {
      queryClient.setQueriesData<{ list: OfficeReceiptRow[] }>({ queryKey: taxDocumentKeys.receipts }, (data) =>
        data ? { list: data.list.map((r) => (r.id === row.id ? row : r)) } : data,
      );
      refreshAround(queryClient, taxDocumentKeys.receipts);
    },
  });
}

/** The PDF route's path (checked against the contract's; the contract's schemas stay out of the app). */
const PDF_PATH: typeof RECEIPT_PDF_PATH = '/api/app/receipt/pdf';

/** A receipt or refund document as a PDF in English or Malay; the browser saves the file. */
export const useDownloadReceipt = () =>
  useMutation({
    mutationFn: ({ id, number, lang }: { id: number; number: string; lang: 'en' | 'ms' }) =>
      downloadFile(PDF_PATH, { id, lang }, { contentType: 'application/pdf', fallbackName: `roda-${number}.pdf` }),
  });

/** The company's tax identity and MyInvois connection; the secret only as kept or not. */
export const useTaxSettings = () =>
  useQuery({
    queryKey: taxDocumentKeys.taxSettings,
    queryFn: ({ signal }) => callApi(api.officeTaxSettings, {}, { signal }),
  });

/** Saves the settings; the answer is what the screen shows next, and every other office list is read again. */
export function useSaveTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TaxSettingsPayload) =>
      callApi(api.officeTaxSettingsSave, payload, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (settings) => {
      queryClient.setQueryData(taxDocumentKeys.taxSettings, settings);
      refreshAround(queryClient, taxDocumentKeys.taxSettings);
    },
  });
}
