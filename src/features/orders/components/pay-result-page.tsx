import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { OrderDetail } from '@/shared/contract/orders';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { hasStoredKey } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { usePayStatus } from '../api/get-pay-status';
import { orderKeys } from '../api/keys';
import { groupOfStatus, payStatusLabels } from '../labels';
import { LoginPrompt } from './login-prompt';
import { PaidOrderSummary } from './paid-order-summary';
import '../orders.css';
import { formatRM } from '@/shared/lib/format';

interface PayResultPageProps {
  orderId?: number;
  /** An extra-work charge of the order (docs/product.md#extra-work) that was paid, not the order. */
  chargeId?: number;
  reference?: string;
  result?: 'paid' | 'failed' | 'cancelled';
  /** Shown under the result once the payment is confirmed (the route composes the notices offer in). */
  whenPaid?: ReactNode;
  /** The paid order's receipts (documents feature), composed by the route. */
  renderDocuments?: (order: OrderDetail) => ReactNode;
}

/** /pages/pay/pay: where the gateway returns the payer; asks the server and polls while it waits. */
export function PayResultPage({ orderId, chargeId, reference, result, whenPaid, renderDocuments }: PayResultPageProps) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const status = usePayStatus(
    { orderId: orderId ?? 0, chargeId, reference, cancelled: result === 'cancelled' },
    Boolean(orderId),
  );
  const payStatus = status.data?.payStatus;

  // the payment settled: every order screen reads its orders again
  useEffect(() => {
    if (!payStatus || payStatus === 'waiting') return;
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [payStatus, queryClient]);

  const title = t`Payment`;
  const chargeClosed = status.data?.chargeClosed === true;
  const confirming = !payStatus || payStatus === 'waiting';
  const heading = confirming
    ? t`Confirming your payment…`
    : payStatus === 'paid'
      ? t`Payment successful`
      : chargeClosed
        ? t`Charge cancelled`
        : i18n._(payStatusLabels[payStatus]);
  const canPayAgain = !chargeClosed && (payStatus === 'pendingPayment' || payStatus === 'cancelled');
  // what was paid for: the order by its number, or the extra work on it
  const paidFor = status.data?.orderNo ? t`Order ${status.data.orderNo}` : t`Extra work on your car`;
  const actions = orderId ? (
    <div className="orders-result__actions">
      {canPayAgain && (
        <Link to="/pages-order/pay/OrderPay" search={{ orderId, chargeId }} className="roda-button">
          {t`Pay again`}
        </Link>
      )}
      <Link
        to="/pages-order/list/OrderDetails"
        search={{ id: orderId }}
        className={payStatus === 'paid' ? 'roda-button' : 'roda-button roda-button--secondary'}
      >
        {t`View order`}
      </Link>
      {status.data?.status && payStatus === 'paid' && (
        <Link
          to="/pages-order/list/OrderList"
          search={{ group: groupOfStatus(status.data.status) }}
          className="roda-button roda-button--secondary"
        >
          {t`My orders`}
        </Link>
      )}
      <Link to="/pages/home/home" className="app-link">
        {t`Back to home`}
      </Link>
    </div>
  ) : null;

  return (
    <>
      <NavBar title={title} onBack={goBack} />
      <main className="app-page orders-pay">
        {!hasStoredKey() ? (
          <LoginPrompt />
        ) : !orderId ? (
          <EmptyState title={t`No payment in progress`} />
        ) : status.isError ? (
          <EmptyState
            title={t`Could not check the payment`}
            action={
              <button type="button" className="roda-button" onClick={() => void status.refetch()}>
                {t`Try again`}
              </button>
            }
          />
        ) : (
          <section className="orders-hero orders-result" data-status={payStatus ?? 'waiting'} aria-live="polite">
            {confirming && <span className="roda-spinner" aria-hidden="true" />}
            <h2 className="orders-result__title">{heading}</h2>
            {status.data &&
              (payStatus === 'paid' ? (
                <>
                  <p className="orders-result__order">{paidFor}</p>
                  <p className="orders-result__paid">
                    {t`Amount paid`}
                    <strong className="orders-pay__amount">{formatRM(status.data.amountSen, i18n.locale)}</strong>
                  </p>
                </>
              ) : (
                <p className="orders-result__order">
                  {paidFor} · <strong>{formatRM(status.data.amountSen, i18n.locale)}</strong>
                </p>
              ))}
            {confirming && (
              <p>
                {t`The payment service is confirming your payment. This usually takes a few seconds; you can leave this page and we will send you a message.`}
              </p>
            )}
            {chargeClosed ? (
              <p>{t`The car was handed back before this extra work was paid, so nothing more is due.`}</p>
            ) : chargeId ? (
              payStatus === 'pendingPayment' &&
              (result === 'cancelled' ? (
                <p>{t`You cancelled the payment. The extra work is waiting for payment.`}</p>
              ) : (
                <p>{t`We have not received your payment. You can pay again while your car is at the workshop.`}</p>
              ))
            ) : payStatus === 'pendingPayment' ? (
              <p>{t`We have not received your payment. You can pay again before the order expires.`}</p>
            ) : (
              payStatus === 'cancelled' && <p>{t`You cancelled the payment. The order is waiting for payment.`}</p>
            )}
            {result === 'failed' && payStatus === 'pendingPayment' && <p>{t`The payment was declined.`}</p>}
            {payStatus !== 'paid' && actions}
          </section>
        )}
        {payStatus === 'paid' && orderId && (
          <PaidOrderSummary orderId={orderId} actions={actions} renderDocuments={renderDocuments} />
        )}
        {payStatus === 'paid' && whenPaid}
      </main>
    </>
  );
}
