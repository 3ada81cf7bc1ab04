import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { usePayMethods } from '@/shared/api/get-pay-methods';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { hasStoredKey } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import type { PaymentMethod } from '@/shared/contract/orders';
import { ApiError } from '@/shared/lib/api-client';
import { useOrder } from '../api/get-order';
import { useStartPayment } from '../api/start-payment';
import { ChargeSummary } from './extra-work/charge-summary';
import { PayMethodPicker } from './pay-method-picker';
import { payStatusLabels, statusLabels } from '../labels';
import { LoginPrompt } from './login-prompt';
import '../orders.css';
import { formatDateTime, formatRM } from '@/shared/lib/format';

/** 'mm:ss' left until an instant. */
export function countdown(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

interface OrderPayPageProps {
  orderId?: number;
  /** An unpaid extra-work charge of the order (docs/product.md#extra-work): pay it, not the order. */
  chargeId?: number;
  /** 'gateway': back from our start address because the payment service did not answer. */
  problem?: 'gateway';
}

/** /pages-order/pay/OrderPay: amount, time left and the gateway's methods, then off to the gateway. */
export function OrderPayPage({ orderId, chargeId, problem }: OrderPayPageProps) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  const order = useOrder(orderId);
  const offered = usePayMethods(hasStoredKey());
  const pay = useStartPayment();
  const now = useNow(1000);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  // one key per attempt: a double tap or a retry is the same attempt, another method a new one
  const key = useRef(crypto.randomUUID());
  const { reset } = pay;
  const { refetch } = order;
  const methods = offered.data?.methods ?? [];
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);
  const choose = (next: PaymentMethod) => {
    if (next === method) return;
    setChosen(next);
    key.current = crypto.randomUUID();
    reset();
  };
  const refused = pay.error instanceof ApiError ? pay.error.serverMessage : undefined;

  // coming back from the gateway with the browser's back button restores this page as it was
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      key.current = crypto.randomUUID();
      void refetch();
    };
    globalThis.addEventListener('pageshow', onShow);
    return () => globalThis.removeEventListener('pageshow', onShow);
  }, [reset, refetch]);

  const extraWork = order.data?.work?.extraWork;
  const charge = chargeId ? extraWork?.charges.find((c) => c.id === chargeId) : undefined;
  const title = chargeId ? t`Extra work payment` : t`Order payment`;
  const amountSen = charge ? charge.amountSen : (order.data?.actualPaySen ?? 0);
  const canPay = charge ? charge.status === 'unpaid' && extraWork?.payable === true : order.data?.actions.pay === true;
  if (!orderId) {
    return (
      <>
        <NavBar title={title} onBack={goBack} />
        <main className="app-page">
          <EmptyState title={t`No order to pay`} />
        </main>
      </>
    );
  }
  return (
    <>
      <NavBar title={title} onBack={goBack} />
      <main className="app-page orders-pay">
        {!hasStoredKey() ? (
          <LoginPrompt />
        ) : order.isPending ? (
          <PageLoading onRetry={() => void order.refetch()} />
        ) : order.isError ? (
          <EmptyState title={t`Order not found`} />
        ) : chargeId && !charge ? (
          <EmptyState title={t`This extra work is not on your order`} />
        ) : (
          <>
            <section className="orders-hero" aria-label={t`Amount to pay`}>
              <p className="app-muted">{t`Order ${order.data.orderNo}`}</p>
              <p className="orders-pay__amount">{formatRM(amountSen)}</p>
              {charge && extraWork ? (
                <ChargeSummary charge={charge} extraWork={extraWork} />
              ) : (
                <p>
                  {order.data.status === 'unpaid'
                    ? i18n._(payStatusLabels[order.data.payStatus])
                    : i18n._(statusLabels[order.data.status])}
                </p>
              )}
              {!charge && order.data.actions.pay && order.data.expiresAt && (
                <p>
                  {t`Time left to pay`}:{' '}
                  <strong className="orders-pay__countdown">{countdown(order.data.expiresAt, now)}</strong>
                  <br />
                  <span className="app-muted">{t`Pay by ${formatDateTime(order.data.expiresAt, i18n.locale)}`}</span>
                </p>
              )}
            </section>
            {canPay ? (
              <>
                <section className="orders-section" aria-label={t`Payment method`}>
                  {offered.isPending ? (
                    <PageLoading onRetry={() => void offered.refetch()} />
                  ) : offered.isError ? (
                    <EmptyState
                      title={t`Could not load the payment methods`}
                      action={
                        <button type="button" className="roda-button" onClick={() => void offered.refetch()}>
                          {t`Try again`}
                        </button>
                      }
                    />
                  ) : (
                    <>
                      <PayMethodPicker
                        methods={methods}
                        value={method}
                        onChange={choose}
                        error={refused}
                        disabled={pay.isPending || pay.isSuccess}
                      />
                      {offered.data.mode !== 'live' && (
                        <p className="app-muted">{t`Test payments: no real money is taken.`}</p>
                      )}
                    </>
                  )}
                </section>
                {problem === 'gateway' && !pay.isPending && (
                  <p className="orders-pay__problem" role="alert">
                    {t`The payment service did not answer, so nothing was charged. Please try again.`}
                  </p>
                )}
                <button
                  type="button"
                  className="roda-button app-block"
                  disabled={!method || pay.isPending || pay.isSuccess}
                  aria-busy={pay.isPending || pay.isSuccess || undefined}
                  onClick={() => method && pay.mutate({ orderId, chargeId, method, idempotencyKey: key.current })}
                >
                  {pay.isPending || pay.isSuccess ? t`Opening the payment page…` : t`Pay ${formatRM(amountSen)}`}
                </button>
                <p className="app-muted orders-pay__secure">{t`You finish paying on the payment service's secure page.`}</p>
              </>
            ) : (
              <p className="app-muted">
                {charge ? t`This extra work has nothing left to pay.` : t`This order has nothing left to pay.`}
              </p>
            )}
            <Link to="/pages-order/list/OrderDetails" search={{ id: orderId }} className="app-link orders-pay__details">
              {t`View order`}
            </Link>
          </>
        )}
      </main>
    </>
  );
}
