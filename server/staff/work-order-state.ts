import type { WorkOrderStatus } from '../../src/shared/contract/staff';
import type { OrderEvent } from '../orders/order-state';

/** Everything that happens to a work order, from staff steps to the order being refunded. */
export type WorkOrderEvent =
  | 'dispatch'
  | 'accept'
  | 'reject'
  | 'saveHandover'
  | 'handover'
  | 'groupPhoto'
  | 'saveProgress'
  | 'finishWork'
  | 'signoff'
  | 'returnPhotos'
  | 'deliver'
  | 'rework'
  | 'cancel';

export const workOrderEvents: readonly WorkOrderEvent[] = [
  'dispatch',
  'accept',
  'reject',
  'saveHandover',
  'handover',
  'groupPhoto',
  'saveProgress',
  'finishWork',
  'signoff',
  'returnPhotos',
  'deliver',
  'rework',
  'cancel',
];

/**
 * The work order state machine: for each event, the states it may happen in and the state it
 * leads to. Steps that only record something (drafts, group photo, sign-off, return photos) keep
 * the state. Anything not listed is refused with 'illegalTransition'.
 *
 *   pendingAcceptance --accept--> pendingHandover --handover--> inService --finishWork-->
 *   pendingCollection --deliver--> completed;  pendingAcceptance --reject--> rejected
 *   --dispatch--> pendingAcceptance;  pendingCollection | completed --rework--> inService;
 *   pendingAcceptance | rejected | pendingHandover --cancel--> cancelled (order refunded).
 */
const MOVES: Record<WorkOrderEvent, Partial<Record<WorkOrderStatus, WorkOrderStatus>>> = {
  dispatch: { pendingAcceptance: 'pendingAcceptance', rejected: 'pendingAcceptance' },
  accept: { pendingAcceptance: 'pendingHandover' },
  reject: { pendingAcceptance: 'rejected' },
  saveHandover: { pendingHandover: 'pendingHandover' },
  handover: { pendingHandover: 'inService' },
  groupPhoto: { pendingHandover: 'pendingHandover', inService: 'inService', pendingCollection: 'pendingCollection' },
  saveProgress: { inService: 'inService' },
  finishWork: { inService: 'pendingCollection' },
  signoff: { inService: 'inService', pendingCollection: 'pendingCollection' },
  returnPhotos: { pendingCollection: 'pendingCollection' },
  deliver: { pendingCollection: 'completed' },
  rework: { pendingCollection: 'inService', completed: 'inService' },
  cancel: { pendingAcceptance: 'cancelled', rejected: 'cancelled', pendingHandover: 'cancelled' },
};

export function nextWorkOrderStatus(from: WorkOrderStatus, event: WorkOrderEvent): WorkOrderStatus | null {
  return MOVES[event][from] ?? null;
}

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
