import { Trans, useLingui } from '@lingui/react/macro';
import { timelineNote } from '@/shared/labels/order-timeline';
import { formatAppointment, formatDateTime, formatRM } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { OfficeLink } from '../office-router';
import { orderTypeLabels, payStatusLabels, statusLabels, timelineLabel } from './order-labels';
import { errorText, useOfficeOrder } from './orders-api';
import { OrderComplaints } from './order-complaints';
import { RefundReview } from './refund-review';

/** One order: who, where, what, the money, every state with who moved it and when, its refunds. */
export function OrderDetail({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const query = useOfficeOrder(id);
  if (query.isError) return <EmptyState title={errorText(query.error)} />;
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  const { order, timeline, refunds, complaints, canReview } = query.data;
  const rm = (sen: number) => formatRM(sen, i18n.locale);
  const price = order.price;
  return (
    <section className="office-section" aria-labelledby="office-order-title">
      <OfficeLink to="orders" className="office-back">
        <Trans>All orders</Trans>
      </OfficeLink>
      <div className="office-head">
        <h1 id="office-order-title">{t`Order ${order.orderNo}`}</h1>
        <span className={`office-badge office-badge--${order.status}`}>{i18n._(statusLabels[order.status])}</span>
      </div>
      <p className="office-count">
        {i18n._(orderTypeLabels[order.orderType])} · {i18n._(payStatusLabels[order.payStatus])} ·{' '}
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.locale)}</time>
      </p>
      <div className="office-detail">
        <section className="office-card office-detail__card" aria-labelledby="office-customer-title">
          <h2 id="office-customer-title">
            <Trans>Customer and car</Trans>
          </h2>
          <dl className="office-facts">
            <dt>{t`Name`}</dt>
            <dd>{order.customerName || '—'}</dd>
            <dt>{t`Phone`}</dt>
            <dd>{order.customerPhone || '—'}</dd>
            <dt>{t`Plate`}</dt>
            <dd>{order.plate || '—'}</dd>
            <dt>{t`Car`}</dt>
            <dd>{order.vehicleModel || '—'}</dd>
            <dt>{t({ message: 'Store', context: 'workshop' })}</dt>
            <dd>{order.store?.name ?? t`Mail order`}</dd>
            {order.appointmentDate && (
              <>
                <dt>{t`Appointment`}</dt>
                <dd>{formatAppointment(order.appointmentDate, order.appointmentSlot, i18n.locale)}</dd>
              </>
            )}
            {order.technicianName && (
              <>
                <dt>{t`Technician`}</dt>
                <dd>{order.technicianName}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="office-card office-detail__card" aria-labelledby="office-items-title">
          <h2 id="office-items-title">
            <Trans>Items and payment</Trans>
          </h2>
          <table className="office-table office-table--plain">
            <thead>
              <tr>
                <th scope="col">{t`Item`}</th>
                <th scope="col" className="office-num">
                  {t`Qty`}
                </th>
                <th scope="col" className="office-num">
                  {t`Price`}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={`${item.productId}-${item.size ?? ''}-${item.colour ?? ''}`}>
                  <td>{item.name}</td>
                  <td className="office-num">{item.quantity}</td>
                  <td className="office-num">{rm(item.priceSen * item.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="office-facts office-facts--money">
            <dt>{t`Subtotal`}</dt>
            <dd>{rm(price.totalSen)}</dd>
            {price.serviceFeeSen + price.serviceTaxSen > 0 && (
              <>
                <dt>{t`Service fee and tax`}</dt>
                <dd>{rm(price.serviceFeeSen + price.serviceTaxSen)}</dd>
              </>
            )}
            {price.shippingFeeSen > 0 && (
              <>
                <dt>{t`Shipping`}</dt>
                <dd>{rm(price.shippingFeeSen)}</dd>
              </>
            )}
            {price.discountSen > 0 && (
              <>
                <dt>{price.couponCode ? t`Discount (${price.couponCode})` : t`Discount`}</dt>
                <dd>−{rm(price.discountSen)}</dd>
              </>
            )}
            <dt>
              <strong>{t`Paid`}</strong>
            </dt>
            <dd>
              <strong>{rm(price.actualPaySen)}</strong>
            </dd>
          </dl>
        </section>
        <section className="office-card office-detail__card" aria-labelledby="office-timeline-title">
          <h2 id="office-timeline-title">
            <Trans>Timeline</Trans>
          </h2>
          <ol className="office-timeline">
            {timeline.map((e, i) => {
              const label = timelineLabel(e.status);
              return (
                <li key={`${e.at}-${i}`}>
                  <strong>{i18n._(label)}</strong>
                  <span className="office-product__meta">
                    <time dateTime={e.at}>{formatDateTime(e.at, i18n.locale)}</time> ·{' '}
                    {e.actorName ?? t`Customer or system`}
                  </span>
                  {e.note && (
                    <span className="office-timeline__note">{timelineNote(e.note, (m) => i18n._(m), i18n.locale)}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
        <RefundReview refunds={refunds} canReview={canReview} />
        <OrderComplaints complaints={complaints} />
      </div>
    </section>
  );
}
