import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OrderDetail } from '@/shared/contract/orders';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { minutesLeft } from '@/shared/lib/malaysia-time';
import { hasStoredKey } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { useOrder } from '../api/get-order';
import { useOrderStore } from '../api/get-order-store';
import { payStatusLabels, statusLabels } from '../labels';
import { LoginPrompt } from './login-prompt';
import { BookAgain } from './book-again';
import { OrderActions } from './order-actions';
import { DeliverySection, OrderInfoSection, VehicleSection } from './order-facts';
import { OrderRating } from './order-rating';
import { GoodsSection, RefundSection, TimelineSection } from './order-history';
import { AppointmentSection, StoreSection } from './order-places';
import { ParcelStage, PickupStage } from './parcel-stage';
import { ExtraWorkSection } from './extra-work/extra-work-section';
import { OrderWorkSection } from './order-work';
import type { RescheduleSlotProps } from './reschedule-popup';
import '../orders.css';

interface OrderDetailsPageProps {
  id?: number;
  /** The appointment picker (stores feature), composed by the route. */
  renderAppointment: (props: RescheduleSlotProps) => ReactNode;
  /** The order's receipts and e-invoice (documents feature), composed by the route. */
  renderDocuments: (order: OrderDetail) => ReactNode;
}

/**
 * /pages-order/list/OrderDetails: everything of docs/product.md#order that applies to the order's type, and its
 * actions.
 */
export function OrderDetailsPage({ id, renderAppointment, renderDocuments }: OrderDetailsPageProps) {
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
          <OrderDetailsBody
            order={order.data}
            renderAppointment={renderAppointment}
            renderDocuments={renderDocuments}
          />
        )}
      </main>
    </>
  );
}

function OrderDetailsBody({
  order,
  renderAppointment,
  renderDocuments,
}: {
  order: OrderDetail;
  renderAppointment: OrderDetailsPageProps['renderAppointment'];
  renderDocuments: OrderDetailsPageProps['renderDocuments'];
}) {
  const { t, i18n } = useLingui();
  const store = useOrderStore(order.id, order.orderType !== 'mail');
  const shownStore = store.data ?? order.store;
  const extraWork = order.work?.extraWork;
  const needsCustomer = Boolean(
    extraWork &&
    ((extraWork.decidable && extraWork.findings.some((f) => f.lines.some((l) => l.status === 'pending'))) ||
      (extraWork.payable && extraWork.charges.some((c) => c.status === 'unpaid'))),
  );
  return (
    <>
      <section className="orders-hero" aria-label={t`Status`}>
        <p className="orders-hero__status">{i18n._(statusLabels[order.status])}</p>
        <p>{i18n._(payStatusLabels[order.payStatus])}</p>
        {order.status === 'unpaid' && order.expiresAt && (
          <p>{t`Pay within ${minutesLeft(order.expiresAt, new Date())} minutes or the order is cancelled.`}</p>
        )}
      </section>
      {/* a completed order: rate it and book it again before the record below */}
      <OrderRating order={order} />
      <BookAgain order={order} />

      <PickupStage order={order} />
      <ParcelStage order={order} />
      {extraWork && extraWork.findings.length > 0 && needsCustomer && (
        <ExtraWorkSection orderId={order.id} extraWork={extraWork} />
      )}
      {order.work && <OrderWorkSection orderId={order.id} work={order.work} />}
      {/* once nothing waits for the customer, the extra work is part of the record below the work */}
      {extraWork && extraWork.findings.length > 0 && !needsCustomer && (
        <ExtraWorkSection orderId={order.id} extraWork={extraWork} />
      )}

      {order.orderType === 'install' && order.appointmentDate && <AppointmentSection order={order} />}
      {order.orderType !== 'mail' && shownStore && <StoreSection order={order} shownStore={shownStore} />}
      {order.orderType === 'mail' && <DeliverySection order={order} />}
      <VehicleSection order={order} />
      <GoodsSection order={order} />
      {/* an unpaid order has no documents yet: not even asked for */}
      {order.status !== 'unpaid' && renderDocuments(order)}
      <OrderInfoSection order={order} />
      {order.refund && <RefundSection order={order} refund={order.refund} />}
      <TimelineSection order={order} />
      <OrderActions order={order} storeId={shownStore?.id} renderAppointment={renderAppointment} />
    </>
  );
}
