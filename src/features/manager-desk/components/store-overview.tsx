import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { useStoreOverview } from '../api/get-store-overview';
import '../manager-desk.css';

/** Work in progress per store, and the mail orders' refunds and complaints (the company). */
export function StoreOverview() {
  const { t } = useLingui();
  const query = useStoreOverview();
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  const mail = query.data?.mailOrders;
  if (!query.data?.stores.length && !mail) return <EmptyState title={t`No work in progress`} />;
  return (
    <ul className="mgr-list">
      {mail && (
        <li className="mgr-card" data-testid="mail-overview">
          <h2 className="mgr-card__title">{t`Mail orders`}</h2>
          <dl className="mgr-facts">
            <dt>{t`Open complaints`}</dt>
            <dd>{mail.openComplaints}</dd>
            <dt>{t`Refunds to review`}</dt>
            <dd>
              {mail.pendingRefunds}
              {mail.overdueRefunds > 0 && <span className="mgr-overdue">{t` (${mail.overdueRefunds} overdue)`}</span>}
            </dd>
          </dl>
        </li>
      )}
      {query.data?.stores.map((s) => (
        <li key={s.storeId} className="mgr-card" data-testid="store-overview">
          <h2 className="mgr-card__title">{s.storeName}</h2>
          <dl className="mgr-facts">
            <dt>{t`Pending acceptance`}</dt>
            <dd>{s.counts.pendingAcceptance}</dd>
            <dt>{t`Pending vehicle handover`}</dt>
            <dd>{s.counts.pendingHandover}</dd>
            <dt>{t`In service`}</dt>
            <dd>{s.counts.inService}</dd>
            <dt>{t`Pending vehicle collection`}</dt>
            <dd>{s.counts.pendingCollection}</dd>
            <dt>{t`Completed`}</dt>
            <dd>{s.counts.completed}</dd>
            <dt>{t`Open complaints`}</dt>
            <dd>{s.openComplaints}</dd>
            <dt>{t`Refunds to review`}</dt>
            <dd>
              {s.pendingRefunds}
              {s.overdueRefunds > 0 && <span className="mgr-overdue">{t` (${s.overdueRefunds} overdue)`}</span>}
            </dd>
            <dt>{t`Sign-ups to review`}</dt>
            <dd>{s.pendingSignups}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
