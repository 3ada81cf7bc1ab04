import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { workOrderKeys } from './keys';

export const getWorkOrder = (id: number, signal?: AbortSignal) => callApi(api.workOrderFind, { id }, { signal });

export const workOrderQueryOptions = (id: number, locale = currentLocale()) =>
  queryOptions({
    queryKey: workOrderKeys.detail(id, locale),
    queryFn: ({ signal }) => getWorkOrder(id, signal),
    // others move the same work order: always checked again when shown (the copy shows meanwhile)
    staleTime: 0,
  });

/** How often a work order is asked again while a quote waits for the customer's decision or payment. */
export const DECISION_REFRESH_MS = 30_000;

type WorkOrderDetail = Awaited<ReturnType<typeof getWorkOrder>>;

/** Quoted extra work waits for the customer: a line undecided, or approved and not yet paid. */
export const waitsForCustomer = (order: WorkOrderDetail | undefined) =>
  Boolean(
    order?.extraWork.decidable &&
    order.extraWork.findings.some((f) => f.lines.some((l) => l.status === 'pending' || l.status === 'approved')),
  );

/**
 * Disabled without an id (the route opened without one). While a quote waits for the customer the
 * technician sees each decision and payment as it lands (docs/product.md#extra-work): asked again
 * every 30 s and whenever the app comes back to the front.
 */
export const useWorkOrder = (id: number) =>
  useQuery({
    ...workOrderQueryOptions(id),
    enabled: id > 0,
    refetchInterval: (query) => (waitsForCustomer(query.state.data) ? DECISION_REFRESH_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => waitsForCustomer(query.state.data),
  });
