import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffOrder } from '@/shared/contract/staff';
import type { GoodsTab } from './api/keys';

export const tabLabels: Record<GoodsTab, MessageDescriptor> = {
  pickup: msg`To hand over`,
  mail: msg`To ship`,
  done: msg`Done`,
};

/** Where a goods order stands, as the desk says it. */
export type GoodsStage = 'waitingPickup' | 'collected' | 'toPack' | 'toShip' | 'shipped' | 'received' | 'closed';

export function goodsStage(order: Pick<StaffOrder, 'orderType' | 'status' | 'packedAt' | 'expressNo'>): GoodsStage {
  if (order.status === 'cancelled' || order.status === 'refunded') return 'closed';
  if (order.orderType === 'pickup') return order.status === 'completed' ? 'collected' : 'waitingPickup';
  if (order.status === 'completed') return 'received';
  if (order.expressNo) return 'shipped';
  return order.packedAt ? 'toShip' : 'toPack';
}

export const stageLabels: Record<GoodsStage, MessageDescriptor> = {
  waitingPickup: msg`Waiting for pickup`,
  collected: msg`Collected`,
  toPack: msg`To pack`,
  toShip: msg`Packed, to ship`,
  shipped: msg`Shipped`,
  received: msg`Received by the customer`,
  closed: msg`Cancelled or refunded`,
};
