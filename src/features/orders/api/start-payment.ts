import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

/** Asks for the gateway's checkout page of an unpaid order. */
export const startPayment = ({ orderId, idempotencyKey }: { orderId: number; idempotencyKey: string }) =>
  callApi(api.payParam, { orderId }, { idempotencyKey });

/** Starts paying and sends the browser to the gateway, which returns it to the Pay page. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: startPayment,
    onSuccess: (param) => globalThis.location.assign(param.paymentUrl),
  });
