import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus, OrderType, PayStatus, RefundStatus } from '@/shared/contract/orders';

/*
 * The office's words for order, payment and refund states: the customer app's wording (the same
 * English source texts, so the same translations), kept here because a feature does not import
 * another (eslint.layers.js).
 */

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

/** The states in the state machine's order (the contract's list, without loading its schemas). */
export const orderStatusList = Object.keys(statusLabels) as OrderStatus[];

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

/** A timeline entry's status: an order state, or another event the server records (e.g. paid). */
export const timelineLabel = (status: string): MessageDescriptor | null =>
  status in statusLabels ? statusLabels[status as OrderStatus] : null;
