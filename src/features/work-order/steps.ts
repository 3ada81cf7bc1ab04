import type { HandoverSlot, WorkOrderDetail, WorkOrderStatus } from '@/shared/contract/staff';
import { handoverSlots } from '@/shared/contract/staff';

/** The steps of a work order in the order they happen (issue 7 §4). */
export const stepKeys = ['accept', 'handover', 'groupPhoto', 'progress', 'signoff', 'returnPhotos', 'deliver'] as const;
export type StepKey = (typeof stepKeys)[number];
export type StepState = 'done' | 'available' | 'waiting' | 'later' | 'none';

type Detail = Pick<
  WorkOrderDetail,
  'status' | 'actions' | 'handover' | 'signoffs' | 'returns' | 'progress' | 'tintJob'
>;

const order: WorkOrderStatus[] = [
  'pendingAcceptance',
  'pendingHandover',
  'inService',
  'pendingCollection',
  'completed',
];
const reached = (status: WorkOrderStatus, at: WorkOrderStatus) =>
  order.indexOf(status) >= 0 && order.indexOf(status) >= order.indexOf(at);

/**
 * Whether each step waits in the outbox, is done, may be taken now by this caller (the server's
 * `actions`; a done step may still be redone, e.g. a new group photo), or comes later ('none' once the work order is closed).
 */
export function stepStates(wo: Detail, waiting: ReadonlySet<string> = new Set()): Record<StepKey, StepState> {
  const closed = wo.status === 'cancelled' || wo.status === 'rejected';
  const done: Record<StepKey, boolean> = {
    accept: reached(wo.status, 'pendingHandover'),
    handover: reached(wo.status, 'inService'),
    groupPhoto: Boolean(wo.handover?.groupPhoto),
    progress: reached(wo.status, 'pendingCollection'),
    signoff: wo.signoffs.length > 0 && wo.signoffs.every((s) => s.status === 'signed'),
    returnPhotos: wo.returns.length > 0,
    deliver: wo.status === 'completed',
  };
  const may: Record<StepKey, boolean> = {
    accept: wo.actions.accept,
    handover: wo.actions.handover,
    groupPhoto: wo.actions.groupPhoto,
    progress: wo.actions.progress,
    signoff: wo.actions.signoff,
    returnPhotos: wo.actions.returnPhotos,
    deliver: wo.actions.deliver,
  };
  return Object.fromEntries(
    stepKeys.map((key) => {
      if (waiting.has(key)) return [key, 'waiting'];
      if (done[key]) return [key, 'done'];
      if (may[key]) return [key, 'available'];
      return [key, closed ? 'none' : 'later'];
    }),
  ) as Record<StepKey, StepState>;
}

/** Slots still without a photo (a handover completes only with all nine). */
export function missingSlots(photos: Partial<Record<HandoverSlot, unknown>>): HandoverSlot[] {
  return handoverSlots.filter((slot) => !photos[slot]);
}

/** Why the handover cannot complete yet, or null: the same rules the server applies. */
export function handoverProblem(input: {
  photos: Partial<Record<HandoverSlot, unknown>>;
  unexpectedSituation: string;
  unexpectedImages: number;
}): { kind: 'missing'; count: number } | { kind: 'unexpectedImage' } | null {
  const missing = missingSlots(input.photos).length;
  if (missing > 0) return { kind: 'missing', count: missing };
  if (input.unexpectedSituation.trim() && input.unexpectedImages === 0) return { kind: 'unexpectedImage' };
  return null;
}

/** `2030-01-15T16:30` from a datetime-local input -> ISO with the Malaysian offset. */
export function malaysiaDateTime(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return `${local}:00+08:00`;
}

/** The reverse, for showing a saved time in a datetime-local input (Malaysia time). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const my = new Date(date.getTime() + 8 * 3_600_000);
  return my.toISOString().slice(0, 16);
}
