import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderSummary } from '@/shared/contract/orders';
import { formatPlate } from '@/shared/lib/plate';
import { orderTypeLabels, statusLabels } from '../labels';
import { formatAppointment, formatDateTime, formatRM } from '@/shared/lib/format';
import { StatusBadge } from './status-badge';
import '../orders.css';

/** One order in the list: every item it holds, its status by meaning; the whole card opens its details. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t, i18n } = useLingui();
  return (
    <li className="orders-card">
      <Link to="/pages-order/list/OrderDetails" search={{ id: order.id }} className="orders-card__link">
        <div className="orders-card__head">
          <span className="app-muted">{t`No. ${order.orderNo}`}</span>
          <StatusBadge status={order.status} label={i18n._(statusLabels[order.status])} />
        </div>
        <div className="orders-card__body">
          {order.firstItemImageUrl && (
            <img src={order.firstItemImageUrl} alt="" loading="lazy" width={64} height={64} />
          )}
          <div className="orders-card__text">
            <ul className="orders-card__items" data-testid="order-card-items">
              {order.items.map((item, i) => (
                <li key={i} className="orders-card__item">
                  <span className="orders-card__name">{item.name}</span>
                  <span className="orders-card__qty">× {item.quantity}</span>
                </li>
              ))}
            </ul>
            <p className="app-muted">
              {i18n._(orderTypeLabels[order.orderType])}
              {order.plate && ` · ${formatPlate(order.plate)}`}
            </p>
            {order.appointmentDate && order.appointmentSlot && (
              <p className="app-muted">
                {t`Appointment: ${formatAppointment(order.appointmentDate, order.appointmentSlot, i18n.locale)}`}
              </p>
            )}
            {order.storeName && <p className="app-muted">{order.storeName}</p>}
          </div>
        </div>
        <div className="orders-card__foot">
          <span className="app-muted">{formatDateTime(order.createdAt, i18n.locale)}</span>
          <span>
            {plural(order.itemCount, { one: '# item', other: '# items' })} ·{' '}
            <strong>{formatRM(order.actualPaySen)}</strong>
          </span>
        </div>
      </Link>
    </li>
  );
}
