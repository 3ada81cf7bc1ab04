import type { WorkOrderStatus } from '../../../src/shared/contract/staff';
import type { OrderEvent } from '../../orders/order-state';
import type { WorkOrderEvent } from '../../../src/shared/contract/work-order-flow';

export {
  nextWorkOrderStatus,
  workOrderEvents,
  type WorkOrderEvent,
} from '../../../src/shared/contract/work-order-flow';

/** The customer's order moves with these work order events (server/orders/order-state.ts). */
export const ORDER_EVENT_OF: Partial<Record<WorkOrderEvent, OrderEvent>> = {
  accept: 'accept',
  handover: 'handover',
  finishWork: 'finishWork',
  deliver: 'deliver',
  rework: 'rework',
};

/** Which work orders each staff tab shows ('complaintSubmitted' is by open complaints, not by state). */
export const TAB_STATUSES = {
  pendingAcceptance: ['pendingAcceptance'],
  pendingHandover: ['pendingHandover'],
  inService: ['inService'],
  pendingCollection: ['pendingCollection'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  rejected: ['rejected'],
} as const satisfies Record<string, readonly WorkOrderStatus[]>;

/** Work not finished: counted as the store's work in progress and a person's open work. */
export const OPEN_STATUSES: readonly WorkOrderStatus[] = [
  'pendingAcceptance',
  'rejected',
  'pendingHandover',
  'inService',
  'pendingCollection',
];
