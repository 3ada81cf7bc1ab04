import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HandoverSlot } from '@/shared/contract/work-order-names';

/** The nine handover photo angles, as the technician's checklist and the customer's order name them. */
export const handoverSlotLabels: Record<HandoverSlot, MessageDescriptor> = {
  frontLeft45: msg`Front left 45°`,
  frontRight45: msg`Front right 45°`,
  rearLeft45: msg`Rear left 45°`,
  rearRight45: msg`Rear right 45°`,
  engine: msg`Engine compartment`,
  roofSunroof: msg`Roof and sunroof`,
  trunk: msg`Trunk`,
  driverSeat: msg`Driver seat`,
  passengerSeat: msg`Passenger seat`,
};
