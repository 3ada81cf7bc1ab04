import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CarZone, DamageKind } from '@/shared/contract/work-order-names';

/** The zones of the car outline, as the technician marks them and the customer's order names them. */
export const carZoneLabels: Record<CarZone, MessageDescriptor> = {
  frontBumper: msg`Front bumper`,
  bonnet: msg`Bonnet`,
  windscreen: msg`Windscreen`,
  roof: msg`Roof`,
  rearWindow: msg`Rear window`,
  boot: msg`Boot lid`,
  rearBumper: msg`Rear bumper`,
  leftFrontWing: msg`Left front wing`,
  leftFrontDoor: msg`Left front door`,
  leftRearDoor: msg`Left rear door`,
  leftRearWing: msg`Left rear wing`,
  rightFrontWing: msg`Right front wing`,
  rightFrontDoor: msg`Right front door`,
  rightRearDoor: msg`Right rear door`,
  rightRearWing: msg`Right rear wing`,
  leftFrontWheel: msg`Left front wheel`,
  leftRearWheel: msg`Left rear wheel`,
  rightFrontWheel: msg`Right front wheel`,
  rightRearWheel: msg`Right rear wheel`,
};

export const damageKindLabels: Record<DamageKind, MessageDescriptor> = {
  scratch: msg`Scratch`,
  dent: msg`Dent`,
  crack: msg`Crack`,
  chip: msg`Chip`,
};

/** The fuel gauge in quarters, 0 (empty) to 4 (full), as on the dashboard. */
export const fuelLabels: readonly MessageDescriptor[] = [msg`Empty`, msg`1/4`, msg`1/2`, msg`3/4`, msg`Full`];
