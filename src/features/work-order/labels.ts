import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HandoverSlot, WorkOrderStatus } from '@/shared/contract/staff';
import type { WorkOrderStep } from '@/shared/contract/work-order-flow';

export const statusLabels: Record<WorkOrderStatus, MessageDescriptor> = {
  pendingAcceptance: msg`Pending acceptance`,
  rejected: msg`Rejected`,
  pendingHandover: msg`Pending vehicle handover`,
  inService: msg`In service`,
  pendingCollection: msg`Pending vehicle collection`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

export const slotLabels: Record<HandoverSlot, MessageDescriptor> = {
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

export const stepLabels: Record<WorkOrderStep, MessageDescriptor> = {
  accept: msg`Accept the work order`,
  handover: msg`Vehicle handover`,
  groupPhoto: msg`Group photo`,
  progress: msg`Service progress`,
  signoff: msg`Product sign-off`,
  returnPhotos: msg`Vehicle return photos`,
  deliver: msg`Delivery`,
};

/** Who takes a step, as the next-step hint names them. */
export { roleLabels } from '@/shared/lib/labels';
