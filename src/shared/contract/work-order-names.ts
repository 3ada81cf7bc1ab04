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

/**
 * Check-in as workshops do it (docs/product.md#handover): damage is marked on zones of a simple car
 * outline seen from above, each zone with the kind of damage found there.
 */
export const carZones = [
  'frontBumper',
  'bonnet',
  'windscreen',
  'roof',
  'rearWindow',
  'boot',
  'rearBumper',
  'leftFrontWing',
  'leftFrontDoor',
  'leftRearDoor',
  'leftRearWing',
  'rightFrontWing',
  'rightFrontDoor',
  'rightRearDoor',
  'rightRearWing',
  'leftFrontWheel',
  'leftRearWheel',
  'rightFrontWheel',
  'rightRearWheel',
] as const;
export type CarZone = (typeof carZones)[number];
export const damageKinds = ['scratch', 'dent', 'crack', 'chip'] as const;
export type DamageKind = (typeof damageKinds)[number];
export const damageMarkSchema = z.object({ zone: z.enum(carZones), kind: z.enum(damageKinds) });
export type DamageMark = z.infer<typeof damageMarkSchema>;
/** The fuel gauge is read in quarters: 0 is empty, 4 is full. */
export const FUEL_QUARTERS = 4;
/** The highest odometer reading taken (km); above it a reading is a typing slip. */
export const MAX_MILEAGE_KM = 2_000_000;
