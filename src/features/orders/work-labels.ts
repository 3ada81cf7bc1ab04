import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkOrderStep } from '@/shared/contract/work-order-flow';

/**
 * The work order flow's steps as the customer follows them: what a step reads while the workshop is
 * at it, and once it is done (a step still to come reads as done will).
 */
export const workStepLabels: Record<WorkOrderStep, { now: MessageDescriptor; done: MessageDescriptor }> = {
  accept: { now: msg`Waiting for a technician to accept`, done: msg`Accepted by the technician` },
  handover: { now: msg`Waiting to receive your car`, done: msg`Car handed over to the workshop` },
  groupPhoto: { now: msg`Taking the group photo`, done: msg`Group photo taken` },
  progress: { now: msg`Working on your car`, done: msg`Work finished` },
  signoff: { now: msg`Waiting for your sign-off`, done: msg`Products signed off` },
  returnPhotos: { now: msg`Taking the return photos`, done: msg`Vehicle return photos taken` },
  deliver: { now: msg`Ready to hand back`, done: msg`Car handed back` },
};

export type WorkStepState = 'done' | 'current' | 'todo';

/** Each step's state: done once it has a time, the current one while it has none, else to come. */
export function workStepStates(
  steps: readonly { step: WorkOrderStep; doneAt: string | null }[],
  current: WorkOrderStep,
): { step: WorkOrderStep; doneAt: string | null; state: WorkStepState }[] {
  return steps.map((s) => ({ ...s, state: s.doneAt ? 'done' : s.step === current ? 'current' : 'todo' }));
}
