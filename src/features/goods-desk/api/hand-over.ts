import type { PickupMethod } from '@/shared/contract/staff';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useGoodsMutation } from './goods-mutation';

export interface HandOverInput {
  orderId: number;
  pickupCode: string;
  pickupMethod: PickupMethod;
  collectorName: string;
}

export const handOver = (input: HandOverInput, idempotencyKey: string) =>
  callApi(api.staffOrderPickup, input, { idempotencyKey });

/** Hands a self-pickup order over against the customer's code. */
export const useHandOver = () => useGoodsMutation(handOver);
