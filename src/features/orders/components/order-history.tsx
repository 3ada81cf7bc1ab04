import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderDetail } from '@/shared/contract/orders';
import { timelineLabel, timelineNote } from '@/shared/labels/order-timeline';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { refundStatusLabels } from '../labels';
import { OrderPrice } from './order-price';
import '../orders.css';

/** The goods with their options, unit price and quantity, and the price breakdown. */
export function GoodsSection({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  return (
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
  );
}

/** The order's refund request, if any. */
export function RefundSection({ order, refund }: { order: OrderDetail; refund: NonNullable<OrderDetail['refund']> }) {
  const { t, i18n } = useLingui();
  return (
    <section className="orders-section" aria-labelledby="refund">
      <h2 id="refund">{t`Refund`}</h2>
      <p>
        {i18n._(refundStatusLabels[refund.status])} ·{' '}
        <Link to="/pages-order/refund/RefundOrder" search={{ orderId: order.id }} className="app-link">
          {t`View refund`}
        </Link>
      </p>
    </section>
  );
}

/** Every status the order went through, oldest first. */
export function TimelineSection({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <section className="orders-section" aria-labelledby="timeline">
      <h2 id="timeline">{t`Status history`}</h2>
      <ol className="orders-timeline">
        {order.timeline.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <strong>{i18n._(timelineLabel(entry.status))}</strong>
            {entry.note && <span> · {timelineNote(entry.note, (m) => i18n._(m), locale)}</span>}
            <br />
            <time className="app-muted" dateTime={entry.at}>
              {formatDateTime(entry.at, locale)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
