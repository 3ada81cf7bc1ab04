import { describe, expect, it } from 'vitest';
import { orderStatuses, orderTypes, type OrderStatus, type OrderType } from '../../src/shared/contract/orders';
import { nextStatus, type OrderEvent } from './order-state';

const events: OrderEvent[] = [
  'pay',
  'cancel',
  'expire',
  'accept',
  'handover',
  'finishWork',
  'deliver',
  'pickUp',
  'confirmReceipt',
  'refund',
  'rework',
];

/** Every allowed move; anything not listed here must be refused. */
const allowed: [OrderType | '*', OrderStatus, OrderEvent, OrderStatus][] = [
  ['install', 'unpaid', 'pay', 'upcoming'],
  ['pickup', 'unpaid', 'pay', 'pendingPickup'],
  ['mail', 'unpaid', 'pay', 'pendingReceipt'],
  ['*', 'unpaid', 'cancel', 'cancelled'],
  ['*', 'unpaid', 'expire', 'cancelled'],
  ['install', 'upcoming', 'accept', 'toBeInstalled'],
  ['install', 'toBeInstalled', 'handover', 'inService'],
  ['install', 'inService', 'finishWork', 'pendingCollection'],
  ['install', 'pendingCollection', 'deliver', 'completed'],
  ['pickup', 'pendingPickup', 'pickUp', 'completed'],
  ['mail', 'pendingReceipt', 'confirmReceipt', 'completed'],
  ['install', 'upcoming', 'refund', 'refunded'],
  ['install', 'toBeInstalled', 'refund', 'refunded'],
  ['pickup', 'pendingPickup', 'refund', 'refunded'],
  ['mail', 'pendingReceipt', 'refund', 'refunded'],
  ['install', 'pendingCollection', 'rework', 'inService'],
  ['install', 'completed', 'rework', 'inService'],
];

describe('the order state machine', () => {
  for (const type of orderTypes) {
    for (const from of orderStatuses) {
      for (const event of events) {
        const rule = allowed.find(([t, f, e]) => (t === '*' || t === type) && f === from && e === event);
        const expected = rule ? rule[3] : null;
        it(`${type}: ${from} --${event}--> ${expected ?? 'refused'}`, () => {
          expect(nextStatus(type, from, event)).toBe(expected);
        });
      }
    }
  }
});
