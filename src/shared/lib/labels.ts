import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductCategory } from '@/shared/contract/catalog';
import type { Role } from '@/shared/contract/fields';
import type { OrderStatus, OrderType, PayStatus, RefundStatus } from '@/shared/contract/orders';
import type { ComplaintStatus } from '@/shared/contract/support';
import type { WorkOrderStatus } from '@/shared/contract/work-order-names';

/*
 * The words for the codes several features show: roles, product categories, and the states of an
 * order, its work order, its payment and its refund. One list each, so the customer app, the staff desks and the
 * back office say the same thing (features may not import each other: eslint.layers.js).
 */

export const roleLabels: Record<Role, MessageDescriptor> = {
  customer: msg`Customer`,
  sales: msg`Sales consultant`,
  technician: msg`Technician`,
  manager: msg`Store manager`,
  company: msg`Company`,
};

export const categoryLabels: Record<ProductCategory, MessageDescriptor> = {
  maintenance: msg`Maintenance`,
  tyres: msg`Tyres`,
  tint: msg`Solar tint film`,
  dashcam: msg`Dashcams`,
  brake_pads: msg`Brake pads`,
  wipers: msg`Wipers`,
  car_seats: msg`Car seats`,
};

export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
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

export const workStatusLabels: Record<WorkOrderStatus, MessageDescriptor> = {
  pendingAcceptance: msg`Pending acceptance`,
  rejected: msg`Rejected`,
  pendingHandover: msg`Pending vehicle handover`,
  inService: msg`In service`,
  pendingCollection: msg`Pending vehicle collection`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
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

export const complaintStatusLabels: Record<ComplaintStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  in_progress: msg`In progress`,
  processed: msg`Processed`,
};
