import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WorkOrderStatus } from '@/shared/contract/staff';
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

/** The handover checklist's angles: shared with the customer's order, which shows the same photos. */
export { handoverSlotLabels as slotLabels } from '@/shared/labels/handover-slots';

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
