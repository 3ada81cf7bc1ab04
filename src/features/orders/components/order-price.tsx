import { useLingui } from '@lingui/react/macro';
import type { PriceBreakdown } from '@/shared/contract/orders';
import { formatRM } from '@/shared/lib/format';
import '../orders.css';

/** The price breakdown (docs/product.md#price), service tax on its own line. */
export function OrderPrice({ price }: { price: PriceBreakdown }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Total`, formatRM(price.totalSen)],
    [t`Service fee`, formatRM(price.serviceFeeSen)],
    [t`Service tax (8%)`, formatRM(price.serviceTaxSen)],
    [t`Shipping fee`, formatRM(price.shippingFeeSen)],
    [t`Discount`, `- ${formatRM(price.discountSen)}`],
  ];
  if (price.couponCode) rows.push([t`Coupon`, price.couponCode]);
  return (
    <dl className="orders-price" aria-label={t`Price breakdown`}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="orders-price__pay">
        <dt>{t`Actual payment`}</dt>
        <dd>{formatRM(price.actualPaySen)}</dd>
      </div>
    </dl>
  );
}
