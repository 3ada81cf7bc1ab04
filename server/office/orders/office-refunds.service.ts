import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { lockRefund } from '../../refunds/refund.service';
import { requireAction } from '../../staff/permissions';
import { reviewStaffRefund } from '../../staff/refunds/staff-refunds.service';
import { recordAudit } from '../audit';

/**
 * A refund decision from the back office: the manager desk's own service (the same permission,
 * store and money rules, the money sent once committed), plus an audit row in the same transaction.
 */
export async function officeReviewRefund(
  db: Db,
  user: SessionUser | null,
  input: { id: number; approve: boolean; note: string },
  now: Date,
  onProcessing: () => void,
) {
  const me = requireAction(user, 'officeRefundReview');
  // the state before, read under the decision's own locks: of two people pressing at once, the
  // second sees the first's decision, and a repeated approval changes nothing and is not recorded
  const before = await lockRefund(db, input.id).catch(() => null);
  const view = await reviewStaffRefund(db, me, input, now, onProcessing);
  if (before?.row.status === view.status) return view;
  await recordAudit(db, me, {
    action: input.approve ? 'refundApprove' : 'refundReject',
    subject: view.orderNo,
    storeId: view.storeId,
    changes: [
      { field: 'status', before: before?.row.status ?? '', after: view.status },
      ...(input.note ? [{ field: 'note', before: '', after: input.note.slice(0, 160) }] : []),
    ],
  });
  return view;
}
