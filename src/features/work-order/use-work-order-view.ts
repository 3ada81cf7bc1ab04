import type { Role } from '@/shared/contract/fields';
import type { WorkOrderDetail } from '@/shared/contract/staff';
import {
  afterEvent,
  nextStep,
  stepDone,
  workOrderActions,
  workOrderSteps,
  type WorkOrderActions,
  type WorkOrderEvent,
  type WorkOrderState,
  type WorkOrderStep,
} from '@/shared/contract/work-order-flow';
import { useClientState } from '@/shared/lib/client-state';
import { useOutboxSteps, type OutboxStep, type QueuedStep, type SendStep } from './api/outbox-step';

/** The event a queued call stands for (drafts and notes move nothing). */
function eventOf(step: QueuedStep): WorkOrderEvent | null {
  const draft = step.body.draft === true;
  switch (step.step) {
    case 'handover':
      return draft ? 'saveHandover' : 'handover';
    case 'progress':
      return draft ? 'saveProgress' : 'finishWork';
    case 'note':
      return null;
    case 'returnPhotos':
      return 'returnPhotos';
    default:
      return step.step;
  }
}

export interface WorkOrderProjection {
  state: WorkOrderState;
  technicianId: number | null;
  /** Order items whose sign-off is saved on the server or waits in the outbox. */
  signed: Set<number>;
}

/**
 * The work order as it will be once the steps waiting in the outbox arrive: the same flow the
 * server applies (work-order-flow.ts), so the next step shows at once, signal or not.
 */
export function project(wo: WorkOrderDetail, steps: readonly QueuedStep[], me: number | null): WorkOrderProjection {
  let state: WorkOrderState = { status: wo.status, facts: wo.facts };
  let technicianId = wo.technicianId;
  const signed = new Set(wo.signoffs.filter((s) => s.status === 'signed').map((s) => s.orderItemId));
  for (const step of steps) {
    const event = eventOf(step);
    if (!event) continue;
    if (event === 'signoff') {
      signed.add(Number(step.body.orderItemId));
      if (!wo.signoffs.every((s) => signed.has(s.orderItemId))) continue;
    }
    const moved = afterEvent(state, event);
    if (!moved) continue;
    state = moved;
    if (event === 'accept') technicianId = me;
    if (event === 'dispatch') technicianId = Number(step.body.technicianId);
    if (event === 'reject') technicianId = null;
    if (event === 'rework') signed.clear();
  }
  return { state, technicianId, signed };
}

export type StepView = 'done' | 'next' | 'waiting' | 'later';

export interface WorkOrderView {
  wo: WorkOrderDetail;
  state: WorkOrderState;
  actions: WorkOrderActions;
  next: WorkOrderStep | null;
  steps: Record<WorkOrderStep, StepView>;
  signed: Set<number>;
  /** Steps of this work order in the outbox, in queue order. */
  queued: QueuedStep[];
  /** Whether a step of this kind waits in the outbox. */
  waiting: (step: OutboxStep) => boolean;
  /** Queued steps the server refused: they need a person (the outbox list says what to do). */
  attention: QueuedStep[];
  send: SendStep;
  role: Role | null;
}

/** The staff view of one work order: the server's copy, moved on by what waits in the outbox. */
export function useWorkOrderView(wo: WorkOrderDetail, fetchedAt: number): WorkOrderView {
  const me = useClientState((s) => s.userInfo);
  const { steps, queued, send } = useOutboxSteps(wo.id, fetchedAt);
  const { state, technicianId, signed } = project(wo, steps, me?.id ?? null);
  const role = me?.role ?? null;
  const mine = technicianId === null || technicianId === me?.id;
  // a customer's role is in no row of the permission matrix: every action comes out false
  const actions = workOrderActions(role ?? 'customer', mine, state);
  const next = nextStep(state);
  const waitingSteps = new Set(queued.map((s) => s.step));
  const stepViews = Object.fromEntries(
    workOrderSteps.map((step) => {
      const waiting = queued.some((q) => q.step === step && eventOf(q) !== null && !q.body.draft);
      const view: StepView = stepDone(step, state) ? (waiting ? 'waiting' : 'done') : step === next ? 'next' : 'later';
      return [step, view];
    }),
  ) as Record<WorkOrderStep, StepView>;
  return {
    wo,
    state,
    actions,
    next,
    steps: stepViews,
    signed,
    queued,
    waiting: (step) => waitingSteps.has(step),
    attention: queued.filter((s) => s.state === 'attention'),
    send,
    role,
  };
}
