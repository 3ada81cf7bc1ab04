import { useLingui } from '@lingui/react/macro';
import { formatRM } from '@/shared/lib/format';
import type { CheckoutItem } from '../api/get-order-items';
import '../checkout.css';

/** The goods being ordered, with their unit price and quantity. */
export function GoodsSection({ items }: { items: CheckoutItem[] }) {
  const { t } = useLingui();
  return (
    <section className="checkout-section" aria-labelledby="checkout-goods">
      <h2 id="checkout-goods">{t`Goods`}</h2>
      <ul className="checkout-items">
        {items.map((item) => (
          <li key={item.productId}>
            <img src={item.imageUrl} alt="" loading="lazy" />
            <span>{item.name}</span>
            <span>
              {formatRM(item.priceSen)} × {item.quantity}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
