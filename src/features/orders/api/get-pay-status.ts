import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus, PayStatus } from '@/shared/contract/orders';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { hasStoredKey } from '@/shared/lib/session';
import { orderKeys } from './keys';

export const POLL_MS = 2000;

export interface PayStatusQuery {
  orderId: number;
  /** An extra-work charge of the order (docs/product.md#extra-work) rather than the order itself. */
  chargeId?: number;
  reference?: string;
  cancelled: boolean;
}

/** Where a payment stands, the order's or an extra-work charge's, in the order's own words. */
export interface PayOutcome {
  payStatus: PayStatus;
  amountSen: number;
  /** The order's number and state; null for a charge (the order is read beside it). */
  orderNo: string | null;
  status: OrderStatus | null;
  /** The charge was cancelled: the car went back to the customer before it was paid. */
  chargeClosed: boolean;
}

export async function getPayStatus(q: PayStatusQuery, signal?: AbortSignal): Promise<PayOutcome> {
  const asked = { orderId: q.orderId, ...(q.reference ? { reference: q.reference } : {}), cancelled: q.cancelled };
  if (q.chargeId) {
    const charge = await callApi(api.orderExtraWorkPayStatus, { ...asked, chargeId: q.chargeId }, { signal });
    // a charge's checkout that the payer left is simply still unpaid, as an order's would be
    const payStatus =
      charge.payStatus === 'unpaid' || charge.payStatus === 'cancelled' ? 'pendingPayment' : charge.payStatus;
    return {
      payStatus,
      amountSen: charge.amountSen,
      orderNo: null,
      status: null,
      chargeClosed: charge.payStatus === 'cancelled',
    };
  }
  const order = await callApi(api.payStatusCall, asked, { signal });
  return {
    payStatus: order.payStatus,
    amountSen: order.amountSen,
    orderNo: order.orderNo,
    status: order.status,
    chargeClosed: false,
  };
}

export const payStatusQueryOptions = (q: PayStatusQuery) =>
  queryOptions({
    queryKey: orderKeys.payStatus(q),
    queryFn: ({ signal }) => getPayStatus(q, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    // poll while the gateway has not told the server yet
    refetchInterval: (query) => (query.state.data?.payStatus === 'waiting' ? POLL_MS : false),
  });

export const usePayStatus = (q: PayStatusQuery, enabled: boolean) =>
  useQuery({ ...payStatusQueryOptions(q), enabled: enabled && hasStoredKey() });
