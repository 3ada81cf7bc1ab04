import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { OrderDetail } from '@/shared/contract/orders';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { minutesLeft } from '@/shared/lib/malaysia-time';
import { formatMalaysianMobile } from '@/shared/lib/phone';
import { formatPlate } from '@/shared/lib/plate';
import { timelineLabel, timelineNote } from '@/shared/labels/order-timeline';
import { hasStoredKey } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useDeleteOrder } from '../api/delete-order';
import { useOrder } from '../api/get-order';
import { useOrderStore } from '../api/get-order-store';
import { orderTypeLabels, payStatusLabels, refundStatusLabels, statusLabels } from '../labels';
import { CancelOrderPopup } from './cancel-order-popup';
import { OrderPrice } from './order-price';
import { ParcelStage, PickupStage } from './parcel-stage';
import { ReschedulePopup, type RescheduleSlotProps } from './reschedule-popup';
import { LoginPrompt } from './login-prompt';
import '../orders.css';
import { formatAppointment, formatDateTime, formatRM } from '@/shared/lib/format';

interface OrderDetailsPageProps {
  id?: number;
  /** The appointment picker (stores feature), composed by the route. */
  renderAppointment: (props: RescheduleSlotProps) => ReactNode;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="orders-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /pages-order/list/OrderDetails: everything of spec §3 that applies to the order's type, and its actions. */
export function OrderDetailsPage({ id, renderAppointment }: OrderDetailsPageProps) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const order = useOrder(id);
  const title = t`Order details`;
  return (
    <>
      <NavBar title={title} onBack={goBack} />
      <main className="app-page orders-details">
        {!hasStoredKey() ? (
          <LoginPrompt />
        ) : !id ? (
          <EmptyState title={t`Order not found`} />
        ) : order.isPending ? (
          <PageLoading onRetry={() => void order.refetch()} />
        ) : order.isError ? (
          <EmptyState
            title={t`Order not found`}
            action={
              <Link to="/pages-order/list/OrderList" className="roda-button">
                {t`My orders`}
              </Link>
            }
          />
        ) : (
          <OrderDetailsBody order={order.data} renderAppointment={renderAppointment} />
        )}
      </main>
    </>
  );
}

function OrderDetailsBody({
  order,
  renderAppointment,
}: {
  order: OrderDetail;
  renderAppointment: OrderDetailsPageProps['renderAppointment'];
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const store = useOrderStore(order.id, order.orderType !== 'mail');
  const shownStore = store.data ?? order.store;
  const del = useDeleteOrder();
  const receipt = useConfirmReceipt();
  const locale = i18n.locale;

  const remove = async () => {
    const ok = await confirm({
      title: t`Delete this order?`,
      content: t`It will no longer appear in your orders.`,
      confirmText: t`Delete`,
    });
    if (!ok) return;
    del.mutate(order.id, {
      onSuccess: () => {
        showToast(t`Order deleted`);
        void navigate({ to: '/pages-order/list/OrderList', replace: true });
      },
    });
  };
  const confirmReceipt = async () => {
    const ok = await confirm({ title: t`Have you received the goods?`, confirmText: t`Yes, received` });
    if (ok) receipt.mutate(order.id);
  };

  return (
    <>
      <section className="orders-hero" aria-label={t`Status`}>
        <p className="orders-hero__status">{i18n._(statusLabels[order.status])}</p>
        <p>{i18n._(payStatusLabels[order.payStatus])}</p>
        {order.status === 'unpaid' && order.expiresAt && (
          <p>{t`Pay within ${minutesLeft(order.expiresAt, new Date())} minutes or the order is cancelled.`}</p>
        )}
      </section>

      <PickupStage order={order} />
      <ParcelStage order={order} />

      {order.orderType === 'install' && order.appointmentDate && (
        <section className="orders-section" aria-labelledby="appointment">
          <h2 id="appointment">{t`Installation appointment`}</h2>
          <p className="orders-appointment">
            {formatAppointment(order.appointmentDate, order.appointmentSlot, locale)}
          </p>
        </section>
      )}

      {order.orderType !== 'mail' && shownStore && (
        <section className="orders-section" aria-labelledby="store">
          <h2 id="store">{order.orderType === 'install' ? t`Service store` : t`Self-pickup store`}</h2>
          <p>
            <strong>{shownStore.name}</strong>
          </p>
          <p className="app-muted">
            {shownStore.address}, {shownStore.postcode} {shownStore.city}, {shownStore.state}
          </p>
          <p>
            {t`Hours: ${shownStore.opens}–${shownStore.closes}`} ·{' '}
            <a className="app-link" href={`tel:${shownStore.phone}`}>
              {shownStore.phone}
            </a>
          </p>
        </section>
      )}

      {order.orderType === 'mail' && (
        <section className="orders-section" aria-labelledby="shipping">
          <h2 id="shipping">{t`Delivery`}</h2>
          <dl className="orders-fields">
            {order.mailingAddress && (
              <Field label={t`Mailing address`}>
                {order.mailingAddress.name}, {formatMalaysianMobile(order.mailingAddress.phone)}
                <br />
                {order.mailingAddress.line1}
                {order.mailingAddress.line2 && `, ${order.mailingAddress.line2}`}, {order.mailingAddress.postcode}{' '}
                {order.mailingAddress.city}, {order.mailingAddress.state}
              </Field>
            )}
            <Field label={t`Express company`}>{order.expressCompany ?? t`Not shipped yet`}</Field>
            <Field label={t`Express number`}>{order.expressNo ?? t`Not shipped yet`}</Field>
          </dl>
        </section>
      )}

      <section className="orders-section" aria-labelledby="vehicle">
        <h2 id="vehicle">{t`Vehicle`}</h2>
        <dl className="orders-fields">
          <Field label={t`Car plate`}>{formatPlate(order.plate)}</Field>
          {order.vehicleModel && <Field label={t`Vehicle model`}>{order.vehicleModel}</Field>}
          {order.salespersonName && <Field label={t`Salesperson`}>{order.salespersonName}</Field>}
          {order.technicianName && <Field label={t`Technician`}>{order.technicianName}</Field>}
        </dl>
      </section>

      <section className="orders-section" aria-labelledby="goods">
        <h2 id="goods">{t`Goods`}</h2>
        <ul className="orders-items">
          {order.items.map((item) => (
            <li key={item.productId}>
              <img src={item.imageUrl} alt="" loading="lazy" width={56} height={56} />
              <span>
                {item.name}
                {(item.size || item.colour) && (
                  <span className="app-muted"> · {[item.size, item.colour].filter(Boolean).join(' · ')}</span>
                )}
              </span>
              <span>
                {formatRM(item.priceSen)} × {item.quantity}
              </span>
            </li>
          ))}
        </ul>
        <OrderPrice price={order.price} />
      </section>

      <section className="orders-section" aria-labelledby="order-info">
        <h2 id="order-info">{t`Order information`}</h2>
        <dl className="orders-fields">
          <Field label={t`Order number`}>{order.orderNo}</Field>
          <Field label={t`Order type`}>{i18n._(orderTypeLabels[order.orderType])}</Field>
          <Field label={t`Created`}>{formatDateTime(order.createdAt, locale)}</Field>
          <Field label={t`Customer`}>
            {[
              order.customerName,
              order.customerPhone && formatMalaysianMobile(order.customerPhone),
              order.customerEmail,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Field>
          {order.cmsOrderNo && <Field label={t`CMS order number`}>{order.cmsOrderNo}</Field>}
          {order.remarks && <Field label={t`Remarks`}>{order.remarks}</Field>}
          {order.arrivalRemarks && <Field label={t`Arrival remarks`}>{order.arrivalRemarks}</Field>}
          {order.cancelReason && <Field label={t`Cancel reason`}>{order.cancelReason}</Field>}
        </dl>
      </section>

      {order.refund && (
        <section className="orders-section" aria-labelledby="refund">
          <h2 id="refund">{t`Refund`}</h2>
          <p>
            {i18n._(refundStatusLabels[order.refund.status])} ·{' '}
            <Link to="/pages-order/refund/RefundOrder" search={{ orderId: order.id }} className="app-link">
              {t`View refund`}
            </Link>
          </p>
        </section>
      )}

      <section className="orders-section" aria-labelledby="timeline">
        <h2 id="timeline">{t`Status history`}</h2>
        <ol className="orders-timeline">
          {order.timeline.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <strong>{i18n._(timelineLabel(entry.status))}</strong>
              {entry.note && <span> · {timelineNote(entry.note, (m) => i18n._(m))}</span>}
              <br />
              <time className="app-muted" dateTime={entry.at}>
                {formatDateTime(entry.at, locale)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <div className="orders-actions">
        {order.actions.delete && (
          <button type="button" className="roda-button roda-button--danger" onClick={() => void remove()}>
            {t`Delete order`}
          </button>
        )}
        {order.actions.cancel && (
          <button type="button" className="roda-button roda-button--secondary" onClick={() => setCancelling(true)}>
            {t`Cancel order`}
          </button>
        )}
        {order.actions.reschedule && (
          <button type="button" className="roda-button roda-button--secondary" onClick={() => setRescheduling(true)}>
            {t`Reschedule`}
          </button>
        )}
        {order.actions.refund && (
          <Link
            to="/pages-order/refund/RequestRefund"
            search={{ orderId: order.id }}
            className="roda-button roda-button--secondary"
          >
            {t`Request a refund`}
          </Link>
        )}
        {order.actions.confirmReceipt && (
          <button type="button" className="roda-button" onClick={() => void confirmReceipt()}>
            {t`Confirm receipt`}
          </button>
        )}
        {order.actions.pay && (
          <Link to="/pages-order/pay/OrderPay" search={{ orderId: order.id }} className="roda-button">
            {t`Pay now`}
          </Link>
        )}
      </div>
      <CancelOrderPopup orderId={order.id} open={cancelling} onClose={() => setCancelling(false)} />
      {rescheduling && (
        <ReschedulePopup
          orderId={order.id}
          storeId={shownStore?.id}
          initial={{ date: order.appointmentDate ?? undefined, time: order.appointmentSlot ?? undefined }}
          open={rescheduling}
          onClose={() => setRescheduling(false)}
          renderAppointment={renderAppointment}
        />
      )}
    </>
  );
}
