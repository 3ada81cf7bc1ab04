import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { hasStoredKey } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { useOrder } from '../api/get-order';
import { useRefund } from '../api/get-refund';
import { useRevokeRefund } from '../api/revoke-refund';
import { refundStatusLabels, refundSteps } from '../labels';
import { LoginPrompt } from './login-prompt';
import { RefundMoneyNote } from './refund-money';
import '../orders.css';
import { formatDateTime, formatRM } from '@/shared/lib/format';

/** /pages-order/refund/RefundOrder: where the refund stands, the 3-working-day promise, revoke. */
export function RefundOrderPage({ orderId }: { orderId?: number }) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  const refund = useRefund(orderId);
  const order = useOrder(orderId);
  const revoke = useRevokeRefund();
  const title = t`Refunds`;

  const onRevoke = async (id: number) => {
    const ok = await confirm({
      title: t`Revoke this refund request?`,
      content: t`The order stays paid. You can request a refund again later.`,
      confirmText: t`Revoke`,
    });
    if (!ok) return;
    revoke.mutate(
      { id, idempotencyKey: crypto.randomUUID() },
      { onSuccess: () => showToast(t`Refund request revoked`) },
    );
  };

  return (
    <>
      <NavBar title={title} onBack={goBack} />
      <main className="app-page orders-refund">
        {!hasStoredKey() ? (
          <LoginPrompt />
        ) : !orderId ? (
          <EmptyState title={t`No refund to show`} />
        ) : refund.isPending ? (
          <PageLoading onRetry={() => void refund.refetch()} />
        ) : refund.isError || !refund.data ? (
          <EmptyState title={t`No refund request for this order`} />
        ) : (
          <>
            <section className="orders-hero" aria-label={t`Refund status`}>
              <p className="orders-hero__status">{i18n._(refundStatusLabels[refund.data.status])}</p>
              <p className="orders-pay__amount">{formatRM(refund.data.amountSen)}</p>
              {(refund.data.status === 'pendingReview' || refund.data.status === 'reviewed') && (
                <p>
                  {t`We review refund requests within 3 working days: by ${formatDateTime(refund.data.dueAt, i18n.locale)} (Malaysia time).`}
                </p>
              )}
              {refund.data.money && <RefundMoneyNote money={refund.data.money} amountSen={refund.data.amountSen} />}
            </section>
            <section className="orders-section" aria-labelledby="refund-progress">
              <h2 id="refund-progress">{t`Progress`}</h2>
              <ol className="orders-steps">
                {refundSteps(refund.data.status).map((step) => (
                  <li
                    key={step.status}
                    data-state={step.state}
                    aria-current={step.state === 'current' ? 'step' : undefined}
                  >
                    {i18n._(refundStatusLabels[step.status])}
                  </li>
                ))}
              </ol>
            </section>
            <section className="orders-section" aria-labelledby="refund-request">
              <h2 id="refund-request">{t`Your request`}</h2>
              <dl className="orders-fields">
                <div className="orders-field">
                  <dt>{t`Reason`}</dt>
                  <dd>{refund.data.reason}</dd>
                </div>
                <div className="orders-field">
                  <dt>{t`Contact information`}</dt>
                  <dd>{refund.data.contact}</dd>
                </div>
                <div className="orders-field">
                  <dt>{t`Requested`}</dt>
                  <dd>{formatDateTime(refund.data.createdAt, i18n.locale)}</dd>
                </div>
                {refund.data.reviewNote && (
                  <div className="orders-field">
                    <dt>{t`Review note`}</dt>
                    <dd>{refund.data.reviewNote}</dd>
                  </div>
                )}
              </dl>
            </section>
            <div className="orders-actions">
              {refund.data.canRevoke && (
                <button
                  type="button"
                  className="roda-button roda-button--secondary"
                  disabled={revoke.isPending}
                  onClick={() => void onRevoke(refund.data!.id)}
                >
                  {t`Revoke refund request`}
                </button>
              )}
              {order.data?.actions.refund && (
                <Link to="/pages-order/refund/RequestRefund" search={{ orderId }} className="roda-button">
                  {t`Request a refund again`}
                </Link>
              )}
              <Link
                to="/pages-order/list/OrderDetails"
                search={{ id: orderId }}
                className="roda-button roda-button--secondary"
              >
                {t`View order`}
              </Link>
            </div>
          </>
        )}
      </main>
    </>
  );
}
