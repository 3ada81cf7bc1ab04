import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useOrderMutation } from './order-mutation';

/** One key per rating the customer sends: a retry of the same send is answered as the first. */
export const rateOrder = (vars: { orderId: number; stars: number; comment: string; idempotencyKey: string }) =>
  callApi(
    api.orderRate,
    { orderId: vars.orderId, stars: vars.stars, comment: vars.comment },
    { idempotencyKey: vars.idempotencyKey },
  );

export const useRateOrder = () => useOrderMutation(rateOrder);
