import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { z } from 'zod';
import type { staffRefundSchema } from '@/shared/contract/staff';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { useStaffRefunds } from '../api/get-refunds';
import { useReviewRefund } from '../api/review-refund';
import { ReasonPopup } from './reason-popup';
import '../manager-desk.css';

type StaffRefund = z.infer<typeof staffRefundSchema>;

/** Refund requests waiting for review, oldest due first: approve (money goes back) or reject. */
export function Refunds() {
  const { t } = useLingui();
  const query = useStaffRefunds();
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (!query.data?.list.length) return <EmptyState title={t`No refund requests to review`} />;
  return (
    <ul className="mgr-list">
      {query.data.list.map((r) => (
        <RefundRow key={r.id} refund={r} />
      ))}
    </ul>
  );
}

function RefundRow({ refund }: { refund: StaffRefund }) {
  const { t, i18n } = useLingui();
  const review = useReviewRefund();
  const [rejecting, setRejecting] = useState(false);
  const approve = async () => {
    const ok = await confirm({
      title: t`Approve this refund?`,
      content: t`${formatRM(refund.amountSen)} goes back to the customer through the payment gateway.`,
      confirmText: t`Approve`,
      cancelText: t`Cancel`,
    });
    if (ok) review.mutate({ id: refund.id, approve: true }, { onSuccess: () => showToast(t`Refund approved`) });
  };
  return (
    <li
      className={`mgr-card${refund.overdue ? ' mgr-card--overdue' : ''}`}
      data-testid="refund-row"
      data-overdue={refund.overdue}
    >
      <h2 className="mgr-card__title">
        {refund.orderNo} · {formatRM(refund.amountSen)}
      </h2>
      {refund.overdue && (
        <p className="mgr-overdue">
          <strong>
            <Trans>Overdue: past the 3-working-day promise</Trans>
          </strong>
        </p>
      )}
      <p>{refund.reason}</p>
      <p className="app-muted">
        {[refund.customerName, refund.customerPhone, refund.storeName].filter(Boolean).join(' · ')}
      </p>
      <p className="app-muted">{t`Review due by ${formatDateTime(refund.dueAt, i18n.locale)}`}</p>
      <div className="mgr-buttons">
        <button
          type="button"
          className="roda-button roda-button--primary"
          disabled={review.isPending}
          onClick={() => void approve()}
        >
          <Trans>Approve</Trans>
        </button>
        <button type="button" className="roda-button roda-button--danger" onClick={() => setRejecting(true)}>
          <Trans>Reject</Trans>
        </button>
      </div>
      <ReasonPopup
        open={rejecting}
        title={t`Reject refund ${refund.orderNo}`}
        label={t`Reason for rejecting`}
        busy={review.isPending}
        onClose={() => setRejecting(false)}
        onSubmit={(note) =>
          review.mutate(
            { id: refund.id, approve: false, note },
            {
              onSuccess: () => {
                setRejecting(false);
                showToast(t`Refund rejected`);
              },
            },
          )
        }
      />
    </li>
  );
}
