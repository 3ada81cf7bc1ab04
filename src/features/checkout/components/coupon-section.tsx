import { useLingui } from '@lingui/react/macro';
import type { Coupon } from '@/shared/contract/orders';
import { formatRM } from '@/shared/lib/format';
import '../checkout.css';

/** The coupons that apply to the order (one at most), or none. */
export function CouponSection({
  coupons,
  value,
  onChange,
}: {
  /** Undefined while loading. */
  coupons: Coupon[] | undefined;
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t } = useLingui();
  const usable = (coupons ?? []).filter((c) => c.usable && !c.used);
  return (
    <fieldset className="checkout-section checkout-coupons">
      <legend className="checkout-label">{t`Coupon`}</legend>
      <label>
        <input type="radio" name="coupon" checked={value === null} onChange={() => onChange(null)} />
        {t`No coupon`}
      </label>
      {usable.map((coupon) => (
        <label key={coupon.code}>
          <input type="radio" name="coupon" checked={value === coupon.code} onChange={() => onChange(coupon.code)} />
          <span>
            {coupon.title} <strong>{t`- ${formatRM(coupon.discountSen)}`}</strong>
          </span>
        </label>
      ))}
      {coupons && usable.length === 0 && <p className="app-muted">{t`No coupon applies to this order`}</p>}
    </fieldset>
  );
}
