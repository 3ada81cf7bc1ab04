import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useOrderMutation } from './order-mutation';

export const revokeRefund = ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
  callApi(api.refundCancel, { id }, { idempotencyKey });

export const useRevokeRefund = () => useOrderMutation(revokeRefund);
