import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { OfficeOrderDetail } from '@/shared/contract/office-orders';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { refundStatusLabels } from './order-labels';
import { errorText, useReviewOfficeRefund } from './orders-api';

type Refund = OfficeOrderDetail['refunds'][number];

/** An order's refund requests; the pending one with approve, and reject with a reason. */
export function RefundReview({ refunds, canReview }: { refunds: Refund[]; canReview: boolean }) {
  const { t } = useLingui();
  return (
    <section className="office-card office-detail__card" aria-labelledby="office-refunds-title">
      <h2 id="office-refunds-title">
        <Trans>Refund requests</Trans>
      </h2>
      {refunds.length === 0 ? (
        <p className="app-muted">{t`No refund requests`}</p>
      ) : (
        refunds.map((r) => (
          <RefundItem
            key={r.id}
            refund={r}
            canReview={canReview && (r.status === 'pendingReview' || r.status === 'reviewed')}
          />
        ))
      )}
    </section>
  );
}

function RefundItem({ refund, canReview }: { refund: Refund; canReview: boolean }) {
  const { t, i18n } = useLingui();
  const review = useReviewOfficeRefund();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const decide = async (approve: boolean) => {
    setError(null);
    if (!approve && note.trim() === '') return setError(t`Enter the reason the customer will read`);
    const ok = await confirm(
      approve
        ? {
            title: t`Approve this refund?`,
            content: t`${formatRM(refund.amountSen, i18n.locale)} goes back to the customer through the payment gateway.`,
            confirmText: t`Approve`,
            cancelText: t`Cancel`,
          }
        : {
            title: t`Reject this refund?`,
            content: t`The customer is told your reason. This cannot be undone.`,
            confirmText: t`Reject`,
            cancelText: t`Cancel`,
          },
    );
    if (!ok) return;
    review.mutate(
      { id: refund.id, approve, note: note.trim() },
      {
        onSuccess: () => showToast(approve ? t`Refund approved` : t`Refund rejected`),
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    void decide(false);
  };
  return (
    <article className="office-refund" data-testid="office-refund">
      <p className="office-refund__head">
        <strong>{formatRM(refund.amountSen, i18n.locale)}</strong>
        <span className={`office-badge office-badge--refund-${refund.status}`}>
          {i18n._(refundStatusLabels[refund.status])}
        </span>
        {refund.overdue && <span className="office-badge office-badge--late">{t`Overdue`}</span>}
      </p>
      <dl className="office-facts">
        <dt>{t`Reason`}</dt>
        <dd>{refund.reason}</dd>
        <dt>{t`Contact`}</dt>
        <dd>{refund.contact}</dd>
        <dt>{t`Asked`}</dt>
        <dd>{formatDateTime(refund.createdAt, i18n.locale)}</dd>
        <dt>{t`Review due by`}</dt>
        <dd>{formatDateTime(refund.dueAt, i18n.locale)}</dd>
        {refund.reviewNote && (
          <>
            <dt>{t`Review note`}</dt>
            <dd>{refund.reviewNote}</dd>
          </>
        )}
      </dl>
      {canReview && (
        <form className="office-refund__form" onSubmit={submitReject} noValidate>
          <label htmlFor={noteId}>{t`Reason for rejecting (the customer reads it)`}</label>
          <textarea
            id={noteId}
            className="app-input"
            rows={2}
            maxLength={500}
            value={note}
            aria-invalid={error !== null}
            onChange={(e) => setNote(e.target.value)}
          />
          {error && (
            <p className="office-error" role="alert">
              {error}
            </p>
          )}
          <div className="office-refund__buttons">
            <button
              type="button"
              className="roda-button roda-button--primary"
              disabled={review.isPending}
              onClick={() => void decide(true)}
            >
              <Trans>Approve refund</Trans>
            </button>
            <button type="submit" className="roda-button roda-button--danger" disabled={review.isPending}>
              <Trans>Reject refund</Trans>
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
