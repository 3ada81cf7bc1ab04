import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OrderDetail } from '@/shared/contract/orders';
import { formatAppointment } from '@/shared/lib/format';
import { useOrder } from '../api/get-order';
import '../orders.css';

interface PaidOrderSummaryProps {
  orderId: number;
  /** The order's receipts (documents feature), composed by the route. */
  renderDocuments?: (order: OrderDetail) => ReactNode;
}

/**
 * Under a successful payment: what was booked (an installation's appointment at its workshop) and
 * the receipt. The payment's status answer has neither, so they come from the order itself.
 */
export function PaidOrderSummary({ orderId, renderDocuments }: PaidOrderSummaryProps) {
  const { t, i18n } = useLingui();
  const order = useOrder(orderId).data;
  if (!order) return null;
  const store = order.store;
  return (
    <>
      {order.orderType === 'install' && order.appointmentDate && (
        <section className="orders-section" aria-labelledby="paid-appointment">
          <h2 id="paid-appointment">{t`Installation appointment`}</h2>
          <p className="orders-appointment">
            {formatAppointment(order.appointmentDate, order.appointmentSlot, i18n.locale)}
          </p>
          {store && (
            <>
              <p>
                <strong>{store.name}</strong>
              </p>
              <p className="app-muted">
                {store.address}, {store.postcode} {store.city}, {store.state}
              </p>
            </>
          )}
        </section>
      )}
      {renderDocuments?.(order)}
    </>
  );
}
