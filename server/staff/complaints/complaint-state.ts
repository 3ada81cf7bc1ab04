import type { complaintStatuses } from '../../../src/shared/contract/support';

type ComplaintStatus = (typeof complaintStatuses)[number];

/**
 * The complaint's state machine, as the staff follow it up: pending -> in_progress -> processed,
 * or straight to processed; a processed complaint is closed.
 */
export function canMoveComplaint(from: string, to: 'in_progress' | 'processed'): boolean {
  return to === 'in_progress' ? from === 'pending' : from !== 'processed';
}

/** The complaints that still need a person (the desk's counters). */
export const OPEN_COMPLAINT_STATUSES = ['pending', 'in_progress'] as const satisfies readonly ComplaintStatus[];
