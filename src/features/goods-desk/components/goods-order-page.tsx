import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { StaffOrderDetail } from '@/shared/contract/staff';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { useClientState } from '@/shared/lib/client-state';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { useGoodsOrder } from '../api/get-goods-order';
import { actionErrorText } from '../action-error';
import { goodsStage, stageLabels } from '../labels';
import { CmsNoteForm } from './cms-note-form';
import { MailSteps } from './mail-steps';
import { PickupForm } from './pickup-form';
import '../goods-desk.css';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="goods-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One goods order at the desk: who, what, where it stands, and the next step for sales. */
export function GoodsOrderPage({ id }: { id?: number }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const order = useGoodsOrder(id);
  return (
    <>
      <NavBar title={t`Goods order`} onBack={goBack} />
      <main className="app-page goods">
        {!id ? (
          <EmptyState title={t`Order not found`} />
        ) : order.isPending ? (
          <PageLoading onRetry={() => void order.refetch()} />
        ) : order.isError ? (
          <EmptyState
            title={t`This order could not be loaded`}
            description={actionErrorText(order.error)}
            action={
              <Link to="/pages-staff/orders/GoodsDesk" className="roda-button">
                {t`Goods desk`}
              </Link>
            }
          />
        ) : (
          <GoodsOrderBody order={order.data} />
        )}
      </main>
    </>
  );
}

function GoodsOrderBody({ order }: { order: StaffOrderDetail }) {
  const { t, i18n } = useLingui();
  const role = useClientState((s) => s.userInfo?.role);
  const sales = role === 'sales';
  const stage = goodsStage(order);
  const locale = i18n.locale;
  const address = order.mailingAddress;
  return (
    <>
      <section className="goods-hero" aria-label={t`Status`}>
        <p className="goods-hero__stage" data-testid="goods-stage">
          {i18n._(stageLabels[stage])}
        </p>
        <p>
          {order.orderNo} · {order.orderType === 'pickup' ? t`Self-pickup` : t`Mail delivery`}
        </p>
      </section>

      {stage === 'waitingPickup' &&
        (sales ? (
          <PickupForm order={order} />
        ) : (
          <p className="app-muted goods-note">{t`A sales consultant of the store hands the goods over.`}</p>
        ))}
      {(stage === 'toPack' || stage === 'toShip') &&
        (sales ? (
          <MailSteps order={order} />
        ) : (
          <p className="app-muted goods-note">{t`A sales consultant packs and ships mail orders.`}</p>
        ))}

      <section className="goods-section" aria-labelledby="goods-customer">
        <h2 id="goods-customer">{t`Customer`}</h2>
        <dl className="goods-facts">
          <Fact label={t`Name`}>{order.customerName || t`Not given`}</Fact>
          {order.customerPhone && (
            <Fact label={t`Phone`}>
              <a className="app-link" href={`tel:${order.customerPhone}`}>
                {formatMalaysianPhone(order.customerPhone)}
              </a>
            </Fact>
          )}
          {order.customerEmail && <Fact label={t`Email`}>{order.customerEmail}</Fact>}
        </dl>
      </section>

      <section className="goods-section" aria-labelledby="goods-items">
        <h2 id="goods-items">{t`Goods`}</h2>
        <ul className="goods-items">
          {order.items.map((item, i) => (
            <li key={i}>
              <span>
                {item.name}
                {(item.size || item.colour) && (
                  <span className="app-muted"> · {[item.size, item.colour].filter(Boolean).join(' · ')}</span>
                )}
              </span>
              <strong>× {item.quantity}</strong>
            </li>
          ))}
        </ul>
        <p className="app-muted">{t`Paid ${formatRM(order.actualPaySen)}`}</p>
      </section>

      <section className="goods-section" aria-labelledby="goods-progress">
        <h2 id="goods-progress">{t`Progress`}</h2>
        <dl className="goods-facts">
          {order.paidAt && <Fact label={t`Paid`}>{formatDateTime(order.paidAt, locale)}</Fact>}
          {order.storeName && <Fact label={t`Self-pickup store`}>{order.storeName}</Fact>}
          {order.collectedAt && (
            <Fact label={t`Collected`}>
              {formatDateTime(order.collectedAt, locale)}
              {' · '}
              {order.pickupMethod === 'proxy' ? t`by ${order.collectorName} for the customer` : t`by the customer`}
            </Fact>
          )}
          {address && (
            <Fact label={t`Mailing address`}>
              {address.name}, {formatMalaysianPhone(address.phone)}
              <br />
              {address.line1}
              {address.line2 && `, ${address.line2}`}, {address.postcode} {address.city}, {address.state}
            </Fact>
          )}
          {order.packedAt && <Fact label={t`Packed`}>{formatDateTime(order.packedAt, locale)}</Fact>}
          {order.expressNo && (
            <Fact label={t`Shipped`}>
              {order.expressCompany} · <span data-testid="goods-tracking">{order.expressNo}</span>
              {order.shippedAt && ` · ${formatDateTime(order.shippedAt, locale)}`}
            </Fact>
          )}
        </dl>
      </section>

      <CmsNoteForm order={order} />
    </>
  );
}
