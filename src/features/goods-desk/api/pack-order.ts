import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useGoodsMutation } from './goods-mutation';

export const packOrder = (orderId: number, idempotencyKey: string) =>
  callApi(api.staffOrderPack, { orderId }, { idempotencyKey });

/** Records that a mail order is packed. */
export const usePackOrder = () => useGoodsMutation(packOrder);
