import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useGoodsMutation } from './goods-mutation';

export interface ShipInput {
  orderId: number;
  expressCompany: string;
  expressNo: string;
}

export const shipOrder = (input: ShipInput, idempotencyKey: string) =>
  callApi(api.staffOrderShip, input, { idempotencyKey });

/** Courier and tracking number of a packed mail order. */
export const useShipOrder = () => useGoodsMutation(shipOrder);
