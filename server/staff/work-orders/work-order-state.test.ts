import { describe, expect, it } from 'vitest';
import { workOrderStatuses, type WorkOrderStatus } from '../../../src/shared/contract/staff';
import { nextStatus } from '../../orders/order-state';
import { nextWorkOrderStatus, ORDER_EVENT_OF, workOrderEvents, type WorkOrderEvent } from './work-order-state';

/** Every allowed move; anything not listed here must be refused. */
const allowed: [WorkOrderStatus, WorkOrderEvent, WorkOrderStatus][] = [
  ['pendingAcceptance', 'dispatch', 'pendingAcceptance'],
  ['rejected', 'dispatch', 'pendingAcceptance'],
  ['pendingAcceptance', 'accept', 'pendingHandover'],
  ['pendingAcceptance', 'reject', 'rejected'],
  ['pendingHandover', 'saveHandover', 'pendingHandover'],
  ['pendingHandover', 'handover', 'inService'],
  ['pendingHandover', 'groupPhoto', 'pendingHandover'],
  ['inService', 'groupPhoto', 'inService'],
  ['pendingCollection', 'groupPhoto', 'pendingCollection'],
  ['inService', 'saveProgress', 'inService'],
  ['inService', 'finishWork', 'pendingCollection'],
  ['inService', 'signoff', 'inService'],
  ['pendingCollection', 'signoff', 'pendingCollection'],
  ['pendingCollection', 'returnPhotos', 'pendingCollection'],
  ['pendingCollection', 'deliver', 'completed'],
  ['pendingCollection', 'rework', 'inService'],
  ['completed', 'rework', 'inService'],
  ['pendingAcceptance', 'cancel', 'cancelled'],
  ['rejected', 'cancel', 'cancelled'],
  ['pendingHandover', 'cancel', 'cancelled'],
  ['pendingHandover', 'recordFinding', 'pendingHandover'],
  ['inService', 'recordFinding', 'inService'],
  ['pendingHandover', 'decideExtraWork', 'pendingHandover'],
  ['inService', 'decideExtraWork', 'inService'],
  ['pendingCollection', 'decideExtraWork', 'pendingCollection'],
];

describe('the work order state machine', () => {
  for (const from of workOrderStatuses) {
    for (const event of workOrderEvents) {
      const rule = allowed.find(([f, e]) => f === from && e === event);
      const expected = rule ? rule[2] : null;
      it(`${from} --${event}--> ${expected ?? 'refused'}`, () => {
        expect(nextWorkOrderStatus(from, event)).toBe(expected);
      });
    }
  }

  // the customer's order status that goes with each work order status
  const orderStatusOf: Record<WorkOrderStatus, string> = {
    pendingAcceptance: 'upcoming',
    rejected: 'upcoming',
    pendingHandover: 'toBeInstalled',
    inService: 'inService',
    pendingCollection: 'pendingCollection',
    completed: 'completed',
    cancelled: 'refunded',
  };
  it('moves the customer order in step with every work order move', () => {
    for (const [from, event, to] of allowed) {
      const orderEvent = ORDER_EVENT_OF[event];
      const orderFrom = orderStatusOf[from] as never;
      if (orderEvent) expect(nextStatus('install', orderFrom, orderEvent), `${from} ${event}`).toBe(orderStatusOf[to]);
      else if (event !== 'cancel') expect(orderStatusOf[to], `${from} ${event}`).toBe(orderFrom);
    }
  });
});
