import { useMutation } from '@tanstack/react-query';
import type { PaymentMethod } from '@/shared/contract/orders';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

/**
 * Records a payment attempt with the chosen method, for the order or one of its extra-work charges
 * (docs/product.md#extra-work); the answer is where to send the payer.
 */
export const startPayment = ({
  orderId,
  chargeId,
  method,
  idempotencyKey,
}: {
  orderId: number;
  chargeId?: number | undefined;
  method: PaymentMethod;
  idempotencyKey: string;
}) =>
  chargeId
    ? callApi(api.orderExtraWorkPay, { orderId, chargeId, method }, { idempotencyKey })
    : callApi(api.payParam, { orderId, method }, { idempotencyKey });

/** Starts paying and sends the browser to the gateway's checkout, which returns it to the Pay page. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: startPayment,
    onSuccess: (param) => globalThis.location.assign(param.paymentUrl),
  });
