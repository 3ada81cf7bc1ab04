import { z } from 'zod';

/**
 * The names of a work order's states and handover photo slots, below both the staff contract and
 * the customer's order detail (which shows the work on the car), so neither imports the other.
 */

/** Work order states of the state machine (work-order-flow.ts). */
export const workOrderStatuses = [
  'pendingAcceptance',
  'rejected',
  'pendingHandover',
  'inService',
  'pendingCollection',
  'completed',
  'cancelled',
] as const;
export const workOrderStatusSchema = z.enum(workOrderStatuses);
export type WorkOrderStatus = z.infer<typeof workOrderStatusSchema>;

/** The nine vehicle handover photo slots (docs/product.md#handover). */
export const handoverSlots = [
  'frontLeft45',
  'frontRight45',
  'rearLeft45',
  'rearRight45',
  'engine',
  'roofSunroof',
  'trunk',
  'driverSeat',
  'passengerSeat',
] as const;
export const handoverSlotSchema = z.enum(handoverSlots);
export type HandoverSlot = (typeof handoverSlots)[number];
