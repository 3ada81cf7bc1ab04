import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Complaint } from '@/shared/contract/support';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { StatusPill, type StatusTone } from '@/shared/ui/status-pill';
import { useComplaints } from '../api/get-complaints';
import { formatDateTime } from '@/shared/lib/format';

/** ComplaintList: number, order, content, screenshots, time, status and the processing result. */
export function ComplaintList() {
  const { t } = useLingui();
  const complaints = useComplaints();
  if (complaints.isPending) return <PageLoading />;
  if (complaints.isError) return <EmptyState title={t`Could not load your complaints`} />;
  const list = complaints.data.list;
  return (
    <PullToRefresh onRefresh={() => complaints.refetch()}>
      {list.length === 0 ? (
        <EmptyState title={t`No complaints`} description={t`If something went wrong with an order, tell us here.`} />
      ) : (
        <ul className="complaints-list" aria-label={t`Complaints`}>
          {list.map((c) => (
            <ComplaintCard key={c.id} complaint={c} />
          ))}
        </ul>
      )}
      <Link to="/pages-common/complaint/AddComplaint" className="roda-button roda-button--primary app-block">
        <Trans>File a complaint</Trans>
      </Link>
    </PullToRefresh>
  );
}

const complaintTones: Record<Complaint['status'], StatusTone> = {
  pending: 'attention',
  in_progress: 'progress',
  processed: 'success',
};

function ComplaintCard({ complaint: c }: { complaint: Complaint }) {
  const { t, i18n } = useLingui();
  const statusText = { pending: t`Pending`, in_progress: t`In progress`, processed: t`Processed` }[c.status];
  const number = c.complaintNo;
  const orderNo = c.orderNo;
  return (
    <li className="complaints-card" aria-label={t`Complaint ${number}`}>
      <div className="complaints-card__head">
        <strong>{c.complaintNo}</strong>
        <StatusPill className="complaints-status" status={c.status} tone={complaintTones[c.status]}>
          {statusText}
        </StatusPill>
      </div>
      <p className="app-muted">
        <Trans>Order {orderNo}</Trans> · <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, i18n.locale)}</time>
      </p>
      <p className="complaints-card__content">{c.content}</p>
      {c.screenshots.length > 0 && (
        <ul className="complaints-shots">
          {c.screenshots.map((url, i) => {
            const n = i + 1;
            return (
              <li key={url}>
                <img src={url} alt={t`Screenshot ${n}`} loading="lazy" />
              </li>
            );
          })}
        </ul>
      )}
      {c.processingResult && (
        <p className="complaints-card__result">
          <strong>
            <Trans>Processing result</Trans>:
          </strong>{' '}
          {c.processingResult}
        </p>
      )}
    </li>
  );
}
