import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '@/shared/contract/orders';
import { orderStatusLabels } from '@/shared/lib/labels';

/* The office's words for order, payment and refund states: the customer app's (src/shared/lib/labels.ts). */

export { orderTypeLabels, payStatusLabels, refundStatusLabels } from '@/shared/lib/labels';
export const statusLabels = orderStatusLabels;

/** The states in the state machine's order (the contract's list, without loading its schemas). */
export const orderStatusList = Object.keys(statusLabels) as OrderStatus[];

/** A timeline entry's status: an order state, or another event the server records (e.g. paid). */
export const timelineLabel = (status: string): MessageDescriptor | null =>
  status in statusLabels ? statusLabels[status as OrderStatus] : null;
