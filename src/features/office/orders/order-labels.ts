import type { OrderStatus } from '@/shared/contract/orders';
import { orderStatusLabels } from '@/shared/lib/labels';

/* The office's words for order, payment and refund states: the customer app's (src/shared/lib/labels.ts). */

export { orderTypeLabels, payStatusLabels, refundStatusLabels } from '@/shared/lib/labels';
export const statusLabels = orderStatusLabels;

/** The states in the state machine's order (the contract's list, without loading its schemas). */
export const orderStatusList = Object.keys(statusLabels) as OrderStatus[];

/** A timeline entry in words: the customer's and the sales desk's list, every event the server records. */
export { timelineLabel } from '@/shared/labels/order-timeline';
