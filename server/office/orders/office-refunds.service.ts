import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { requireAction } from '../../staff/permissions';
import { reviewStaffRefund } from '../../staff/refunds/staff-refunds.service';

/**
 * A refund decision from the back office: the manager desk's own service (the same permission,
 * store and money rules, the money sent once committed, the audit row in the same transaction).
 */
export async function officeReviewRefund(
  db: Db,
  user: SessionUser | null,
  input: { id: number; approve: boolean; note: string },
  now: Date,
  onProcessing: () => void,
) {
  const me = requireAction(user, 'officeRefundReview');
  return reviewStaffRefund(db, me, input, now, onProcessing);
}
