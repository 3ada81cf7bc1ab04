import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderGroup, OrderStatus, RefundStatus } from '@/shared/contract/orders';
import type { StatusTone } from '@/shared/ui/status-pill';
export { orderGroupList } from './search';
export {
  orderStatusLabels as statusLabels,
  orderTypeLabels,
  payStatusLabels,
  refundStatusLabels,
} from '@/shared/lib/labels';

export const groupLabels: Record<OrderGroup, MessageDescriptor> = {
  all: msg`All`,
  unpaid: msg`Unpaid`,
  upcoming: msg`Upcoming services`,
  toBeInstalled: msg`To be installed`,
  inService: msg`In progress`,
  pendingReceipt: msg`Pending receipt`,
  pendingPickup: msg`Pending self-pickup`,
  completed: msg`Completed`,
  cancelledRefunded: msg`Cancelled or refunded`,
};

/**
 * What a status means to the customer, which its badge's colour says beside its words: amber waits
 * for them, blue is on its way, green is done or good news, grey is closed.
 */
export const statusTones: Record<OrderStatus, StatusTone> = {
  unpaid: 'attention',
  upcoming: 'progress',
  toBeInstalled: 'progress',
  inService: 'progress',
  pendingCollection: 'success',
  pendingPickup: 'progress',
  pendingReceipt: 'progress',
  completed: 'success',
  cancelled: 'closed',
  refunded: 'success',
};

/** Reasons offered when cancelling; 'other' asks for the customer's own words. */
export const cancelReasons: MessageDescriptor[] = [
  msg`I changed my mind`,
  msg`I chose the wrong product`,
  msg`I want another appointment time`,
  msg`I found a better price elsewhere`,
];

/** The refund progress a customer sees, in order; rejected and revoked end it early. */
export function refundSteps(status: RefundStatus): { status: RefundStatus; state: 'done' | 'current' | 'todo' }[] {
  const path: RefundStatus[] = ['pendingReview', 'reviewed', 'processing', 'completed'];
  if (status === 'rejected' || status === 'revoked') {
    return [
      { status: 'pendingReview', state: 'done' },
      { status, state: 'current' },
    ];
  }
  const at = path.indexOf(status);
  return path.map((s, i) => ({
    status: s,
    state: i < at ? 'done' : i === at ? (s === 'completed' ? 'done' : 'current') : 'todo',
  }));
}

/** The group a summary belongs to, to take the customer to the right tab after paying. */
export function groupOfStatus(status: OrderStatus): OrderGroup {
  switch (status) {
    case 'unpaid':
      return 'unpaid';
    case 'upcoming':
      return 'upcoming';
    case 'toBeInstalled':
      return 'toBeInstalled';
    case 'inService':
    case 'pendingCollection':
      return 'inService';
    case 'pendingReceipt':
      return 'pendingReceipt';
    case 'pendingPickup':
      return 'pendingPickup';
    case 'completed':
      return 'completed';
    default:
      return 'cancelledRefunded';
  }
}
