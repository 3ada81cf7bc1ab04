import type { OrderGroup, OrderStatus, OrderType } from '../../src/shared/contract/orders';

/** Everything that moves an order; customer, payment, staff and system events alike. */
export type OrderEvent =
  | 'pay'
  | 'cancel'
  | 'expire'
  | 'accept'
  | 'handover'
  | 'finishWork'
  | 'deliver'
  | 'pickUp'
  | 'confirmReceipt'
  | 'refund'
  | 'rework';

const afterPayment: Record<OrderType, OrderStatus> = {
  install: 'upcoming',
  pickup: 'pendingPickup',
  mail: 'pendingReceipt',
};

/** Statuses in which a paid order has not been served yet, so it may be refunded, per order type. */
const REFUNDABLE_BY_TYPE: Record<OrderType, readonly OrderStatus[]> = {
  install: ['upcoming', 'toBeInstalled'],
  pickup: ['pendingPickup'],
  mail: ['pendingReceipt'],
};
export const REFUNDABLE: readonly OrderStatus[] = Object.values(REFUNDABLE_BY_TYPE).flat();
export const DELETABLE: readonly OrderStatus[] = ['completed', 'cancelled', 'refunded'];
export const RESCHEDULABLE: readonly OrderStatus[] = ['upcoming', 'toBeInstalled'];
/** Orders that hold a workshop slot. */
export const HOLDS_SLOT: readonly OrderStatus[] = [
  'unpaid',
  'upcoming',
  'toBeInstalled',
  'inService',
  'pendingCollection',
];

/**
 * The order state machine: the next status for an event, or null when the event is not allowed
 * in the current status (the caller refuses with 'illegalTransition').
 */
export function nextStatus(type: OrderType, from: OrderStatus, event: OrderEvent): OrderStatus | null {
  switch (event) {
    case 'pay':
      return from === 'unpaid' ? afterPayment[type] : null;
    case 'cancel':
    case 'expire':
      return from === 'unpaid' ? 'cancelled' : null;
    case 'accept':
      return type === 'install' && from === 'upcoming' ? 'toBeInstalled' : null;
    case 'handover':
      return type === 'install' && from === 'toBeInstalled' ? 'inService' : null;
    case 'finishWork':
      return type === 'install' && from === 'inService' ? 'pendingCollection' : null;
    case 'deliver':
      return type === 'install' && from === 'pendingCollection' ? 'completed' : null;
    case 'pickUp':
      return type === 'pickup' && from === 'pendingPickup' ? 'completed' : null;
    case 'confirmReceipt':
      return type === 'mail' && from === 'pendingReceipt' ? 'completed' : null;
    case 'refund':
      return REFUNDABLE_BY_TYPE[type].includes(from) ? 'refunded' : null;
    case 'rework':
      // a rework after the work was finished (or delivered) takes the car back in service
      return type === 'install' && (from === 'pendingCollection' || from === 'completed') ? 'inService' : null;
  }
}

/** The customer's order tabs and the statuses each shows. */
export const GROUP_STATUSES: Record<Exclude<OrderGroup, 'all'>, readonly OrderStatus[]> = {
  unpaid: ['unpaid'],
  upcoming: ['upcoming'],
  toBeInstalled: ['toBeInstalled'],
  inService: ['inService', 'pendingCollection'],
  pendingReceipt: ['pendingReceipt'],
  pendingPickup: ['pendingPickup'],
  completed: ['completed'],
  cancelledRefunded: ['cancelled', 'refunded'],
};
