import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WorkOrderStep } from '@/shared/contract/work-order-flow';

export { workStatusLabels as statusLabels } from '@/shared/lib/labels';

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
