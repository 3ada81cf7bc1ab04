import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useOrderMutation } from './order-mutation';

export const cancelOrder = ({ id, reason, idempotencyKey }: { id: number; reason: string; idempotencyKey: string }) =>
  callApi(api.orderCancel, { id, reason }, { idempotencyKey });

export const useCancelOrder = () => useOrderMutation(cancelOrder);
