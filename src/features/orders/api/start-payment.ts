import { useMutation } from '@tanstack/react-query';
import type { PaymentMethod } from '@/shared/contract/orders';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

/** Records a payment attempt with the chosen method; the answer is where to send the payer. */
export const startPayment = ({
  orderId,
  method,
  idempotencyKey,
}: {
  orderId: number;
  method: PaymentMethod;
  idempotencyKey: string;
}) => callApi(api.payParam, { orderId, method }, { idempotencyKey });

/** Starts paying and sends the browser to the gateway's checkout, which returns it to the Pay page. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: startPayment,
    onSuccess: (param) => globalThis.location.assign(param.paymentUrl),
  });
