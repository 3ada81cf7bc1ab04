import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OrderDetail } from '@/shared/contract/orders';
import { formatDate, formatRM } from '@/shared/lib/format';
import { useOrder } from '../api/get-order';
import '../orders.css';

interface PaidOrderSummaryProps {
  orderId: number;
  /** The links onward (the order, My orders, Home), shown under what was bought. */
  actions: ReactNode;
  /** The order's receipts (documents feature), composed by the route. */
  renderDocuments?: (order: OrderDetail) => ReactNode;
}

/**
 * Under a successful payment: what happens next in words (bring the car, collect with the code, wait
 * for the parcel), where and when, and what was bought. The payment's status answer has none of it,
 * so it comes from the order itself.
 */
export function PaidOrderSummary({ orderId, actions, renderDocuments }: PaidOrderSummaryProps) {
  const { t } = useLingui();
  const order = useOrder(orderId);
  if (order.isPending) {
    return (
      <>
        <section className="orders-section" aria-busy="true">
          <p className="app-muted">{t`Loading your order…`}</p>
        </section>
        {actions}
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        <section className="orders-section" role="alert">
          <p>{t`Your payment is safe, but the order details could not be loaded.`}</p>
          <button type="button" className="roda-button roda-button--secondary" onClick={() => void order.refetch()}>
            {t`Try again`}
          </button>
        </section>
        {actions}
      </>
    );
  }
  return (
    <>
      <NextStep order={order.data} />
      <BoughtItems order={order.data} />
      {actions}
      {renderDocuments?.(order.data)}
    </>
  );
}

/** The one thing the customer does next, and the place, time or address it needs. */
function NextStep({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const store = order.store;
  const storeName = store?.name ?? '';
  const storeAddress = store ? `${store.address}, ${store.postcode} ${store.city}, ${store.state}` : '';
  let sentence: string;
  let details: ReactNode = null;
  if (order.orderType === 'install') {
    const day = order.appointmentDate ? formatDate(order.appointmentDate, i18n.locale) : '';
    const time = order.appointmentSlot ?? '';
    sentence = t`Bring your car to ${storeName} on ${day} at ${time}.`;
    details = (
      <>
        <dl className="orders-next__facts">
          <dt>{t`Workshop`}</dt>
          <dd>{storeName}</dd>
          <dt>{t`Date`}</dt>
          <dd>{day}</dd>
          <dt>{t`Time`}</dt>
          <dd>{time}</dd>
        </dl>
        {storeAddress && <p className="app-muted">{storeAddress}</p>}
      </>
    );
  } else if (order.orderType === 'pickup') {
    sentence = t`Collect your goods at ${storeName}: show this pickup code at the counter.`;
    details = (
      <>
        {order.pickupCode && (
          <>
            <p className="app-muted">{t`Self-pickup code`}</p>
            <p className="orders-pickup-code" aria-label={order.pickupCode.split('').join(' ')}>
              {order.pickupCode}
            </p>
          </>
        )}
        {storeAddress && <p className="app-muted">{storeAddress}</p>}
      </>
    );
  } else {
    sentence = t`We will pack your order and send you the tracking number once it ships.`;
    const a = order.mailingAddress;
    const address = a ? [a.name, a.line1, a.line2, `${a.postcode} ${a.city}`, a.state].filter(Boolean).join(', ') : '';
    details = address && <p className="app-muted">{t`Delivering to ${address}`}</p>;
  }
  return (
    <section className="orders-section orders-next" aria-labelledby="paid-next" data-testid="paid-next-step">
      <h2 id="paid-next">{t`What happens next`}</h2>
      <p className="orders-next__sentence">{sentence}</p>
      {details}
    </section>
  );
}

/** Every item bought, with its quantity and price, the fees, and what was paid in all. */
function BoughtItems({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const price = order.price;
  // what was paid besides the goods, each only when there is some
  const extras = (
    [
      [t`Service fee`, price.serviceFeeSen],
      [t`Service tax (8%)`, price.serviceTaxSen],
      [t`Shipping fee`, price.shippingFeeSen],
      [t`Discount`, -price.discountSen],
    ] as const
  ).filter(([, sen]) => sen !== 0);
  return (
    <section className="orders-section" aria-labelledby="paid-items" data-testid="paid-items">
      <h2 id="paid-items">{t`What you bought`}</h2>
      <ul className="orders-bought">
        {order.items.map((item, i) => (
          <li key={i}>
            <span>
              {item.name} × {item.quantity}
            </span>
            <span>{formatRM(item.priceSen * item.quantity, i18n.locale)}</span>
          </li>
        ))}
      </ul>
      {extras.length > 0 && (
        <ul className="orders-bought orders-bought__extras">
          {extras.map(([label, sen]) => (
            <li key={label}>
              <span>{label}</span>
              <span>{sen < 0 ? `- ${formatRM(-sen, i18n.locale)}` : formatRM(sen, i18n.locale)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="orders-bought__total">
        <span>{t`Total paid`}</span>
        <strong>{formatRM(order.price.actualPaySen, i18n.locale)}</strong>
      </p>
    </section>
  );
}
