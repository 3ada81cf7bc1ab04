import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderGroup, OrderStatus, OrderType, PayStatus, RefundStatus } from '@/shared/contract/orders';
export { orderGroupList } from './search';

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

export const statusLabels: Record<OrderStatus, MessageDescriptor> = {
  unpaid: msg`Pending payment`,
  upcoming: msg`Upcoming service`,
  toBeInstalled: msg`To be installed`,
  inService: msg`Service in progress`,
  pendingCollection: msg`Ready for collection`,
  pendingPickup: msg`Pending self-pickup`,
  pendingReceipt: msg`Pending receipt of goods`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
};

export const payStatusLabels: Record<PayStatus, MessageDescriptor> = {
  pendingPayment: msg`Pending payment`,
  waiting: msg`Waiting for the payment result`,
  paid: msg`Paid`,
  cancelled: msg`Payment cancelled by customer`,
  refunding: msg`Refunding`,
  refunded: msg`Refunded`,
};

export const refundStatusLabels: Record<RefundStatus, MessageDescriptor> = {
  pendingReview: msg`Pending review`,
  reviewed: msg`Reviewed`,
  processing: msg`Processing`,
  completed: msg`Refund completed`,
  rejected: msg`Rejected`,
  revoked: msg`Revoked`,
};

export const orderTypeLabels: Record<OrderType, MessageDescriptor> = {
  install: msg`In-store installation`,
  pickup: msg`Self pickup`,
  mail: msg`Mail delivery`,
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
