import { oneOf, optionalId, optionalText, searchSchema } from '@/shared/lib/search-params';
import type { OrderGroup } from '@/shared/contract/orders';

/** The customer's order tabs (docs/product.md#order-states), in the order they are shown. */
export const orderGroupList = [
  'all',
  'unpaid',
  'upcoming',
  'toBeInstalled',
  'inService',
  'pendingReceipt',
  'pendingPickup',
  'completed',
  'cancelledRefunded',
] as const satisfies readonly OrderGroup[];

export const orderListSearchSchema = searchSchema({ group: oneOf(orderGroupList) });
export const orderIdSearchSchema = searchSchema({ orderId: optionalId });
export const orderPaySearchSchema = searchSchema({
  orderId: optionalId,
  chargeId: optionalId,
  problem: oneOf(['gateway'] as const),
});
export const orderDetailsSearchSchema = searchSchema({ id: optionalId });
export const payResultSearchSchema = searchSchema({
  orderId: optionalId,
  chargeId: optionalId,
  reference: optionalText,
  result: oneOf(['paid', 'failed', 'cancelled'] as const),
});
