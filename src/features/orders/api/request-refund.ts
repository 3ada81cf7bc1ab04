import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useOrderMutation } from './order-mutation';

export const requestRefund = (vars: { orderId: number; reason: string; contact: string; idempotencyKey: string }) =>
  callApi(
    api.refundRequest,
    { orderId: vars.orderId, reason: vars.reason, contact: vars.contact },
    { idempotencyKey: vars.idempotencyKey },
  );

export const useRequestRefund = () => useOrderMutation(requestRefund);
