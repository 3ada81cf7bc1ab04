import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderDetail } from '@/shared/contract/orders';
import { formatAppointment } from '@/shared/lib/format';
import { formatMalaysianPhone, phoneHref } from '@/shared/lib/phone';
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

/** The store that installs the goods or hands them over, with its hours and phone; its name opens its page. */
export function StoreSection({ order, shownStore }: { order: OrderDetail; shownStore: OrderStore }) {
  const { t } = useLingui();
  return (
    <section className="orders-section" aria-labelledby="store">
      <h2 id="store">{order.orderType === 'install' ? t`Service store` : t`Self-pickup store`}</h2>
      <p>
        <Link className="app-link" to="/pages-store/list/StoreDetail" search={{ storeId: shownStore.id }}>
          <strong>{shownStore.name}</strong>
        </Link>
      </p>
      <p className="app-muted">
        {shownStore.address}, {shownStore.postcode} {shownStore.city}, {shownStore.state}
      </p>
      <p>
        {t`Hours: ${shownStore.opens}–${shownStore.closes}`} ·{' '}
        <a className="app-link" href={phoneHref(shownStore.phone)}>
          {formatMalaysianPhone(shownStore.phone)}
        </a>
      </p>
    </section>
  );
}
