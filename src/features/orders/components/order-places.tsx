import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '@/shared/contract/orders';
import { formatAppointment } from '@/shared/lib/format';
import '../orders.css';

type OrderStore = NonNullable<OrderDetail['store']>;

/** The installation appointment of an install order. */
export function AppointmentSection({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <section className="orders-section" aria-labelledby="appointment">
      <h2 id="appointment">{t`Installation appointment`}</h2>
      <p className="orders-appointment">{formatAppointment(order.appointmentDate, order.appointmentSlot, locale)}</p>
    </section>
  );
}

/** The store that installs the goods or hands them over, with its hours and phone. */
export function StoreSection({ order, shownStore }: { order: OrderDetail; shownStore: OrderStore }) {
  const { t } = useLingui();
  return (
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
  );
}
