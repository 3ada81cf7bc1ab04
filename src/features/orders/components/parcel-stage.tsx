import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { OrderDetail } from '@/shared/contract/orders';
import { formatDateTime } from '@/shared/lib/format';
import '../orders.css';

const PickupQr = lazy(() => import('./pickup-qr').then((m) => ({ default: m.PickupQr })));

const eventAt = (order: OrderDetail, status: string) => order.timeline.find((e) => e.status === status)?.at ?? null;

/** A self-pickup order: the code large with its QR code while waiting; who collected, once collected. */
export function PickupStage({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  if (order.orderType !== 'pickup') return null;
  if (order.status === 'completed') {
    const at = eventAt(order, 'completed');
    return (
      <section className="orders-section" aria-labelledby="pickup-stage">
        <h2 id="pickup-stage">{t`Collected`}</h2>
        <p data-testid="pickup-collected">
          {order.collectorName ? t`Collected by ${order.collectorName} for you.` : t`You collected the goods.`}
          {at && <> {formatDateTime(at, i18n.locale)}</>}
        </p>
      </section>
    );
  }
  if (!order.pickupCode || order.status !== 'pendingPickup') return null;
  return (
    <section className="orders-section" aria-labelledby="pickup-code">
      <h2 id="pickup-code">{t`Self-pickup code`}</h2>
      <p className="orders-pickup-code" data-testid="pickup-code" aria-label={order.pickupCode.split('').join(' ')}>
        {order.pickupCode}
      </p>
      <Suspense fallback={<div className="orders-pickup-qr" />}>
        <PickupQr code={order.pickupCode} />
      </Suspense>
      <p className="app-muted">{t`Show this code at the store to collect your goods. Someone collecting for you needs it too.`}</p>
    </section>
  );
}

/** A mail order's parcel: paid → packed → shipped (courier and tracking number) → received. */
export function ParcelStage({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  if (order.orderType !== 'mail' || order.payStatus === 'pendingPayment' || order.status === 'unpaid') return null;
  const received = order.status === 'completed';
  const steps = [
    { key: 'paid', label: t`Paid`, at: eventAt(order, 'pendingReceipt'), done: true },
    { key: 'packed', label: t`Packed`, at: order.packedAt, done: order.packedAt !== null || !!order.expressNo },
    {
      key: 'shipped',
      label: t`Shipped`,
      at: eventAt(order, 'shipped'),
      done: !!order.expressNo,
      detail: order.expressNo ? t`${order.expressCompany ?? ''}, tracking number ${order.expressNo}` : null,
    },
    { key: 'received', label: t`Received`, at: received ? eventAt(order, 'completed') : null, done: received },
  ];
  const current = steps.findIndex((s) => !s.done);
  return (
    <section className="orders-section" aria-labelledby="parcel-stage">
      <h2 id="parcel-stage">{t`Parcel`}</h2>
      <ol className="orders-parcel" data-testid="parcel-stage">
        {steps.map((step, i) => (
          <li
            key={step.key}
            className={step.done ? 'orders-parcel__done' : i === current ? 'orders-parcel__next' : ''}
            aria-current={i === current - 1 || (current === -1 && i === steps.length - 1) ? 'step' : undefined}
          >
            <strong>{step.label}</strong>
            {step.detail && <span data-testid="parcel-tracking"> · {step.detail}</span>}
            {step.done && step.at && (
              <>
                <br />
                <time className="app-muted" dateTime={step.at}>
                  {formatDateTime(step.at, i18n.locale)}
                </time>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
