import type { PriceBreakdown } from '../../src/shared/contract/orders';
import type { OrderType } from '../../src/shared/contract/orders';

/** Service tax on installation labour (SST on services); parts carry none. */
export const SERVICE_TAX_PERCENT = 8;
/** The service tax on an amount of labour, half-up to the sen, as Malaysian invoices round. */
export const serviceTaxOn = (labourSen: number) => Math.round((labourSen * SERVICE_TAX_PERCENT) / 100);
export const FREE_SHIPPING_FROM_SEN = 20_000;
export const SHIPPING_PENINSULAR_SEN = 1_000;
export const SHIPPING_EAST_MALAYSIA_SEN = 2_000;
const EAST_MALAYSIA = new Set(['Sabah', 'Sarawak', 'Labuan']);

export interface PricedLine {
  priceSen: number;
  labourSen: number;
  quantity: number;
  category: string;
}

export interface CouponRule {
  code: string;
  kind: 'amount' | 'percent';
  value: number;
  minSpendSen: number;
  maxDiscountSen: number | null;
  category: string | null;
}

/** What a coupon takes off these lines (0 when it does not apply). Integer sen, never above its base. */
export function couponDiscount(coupon: CouponRule, lines: PricedLine[]): number {
  const base = lines
    .filter((l) => coupon.category === null || l.category === coupon.category)
    .reduce((sum, l) => sum + l.priceSen * l.quantity, 0);
  if (base === 0 || base < coupon.minSpendSen) return 0;
  const raw = coupon.kind === 'amount' ? coupon.value : Math.floor((base * coupon.value) / 100);
  const capped = coupon.maxDiscountSen === null ? raw : Math.min(raw, coupon.maxDiscountSen);
  return Math.min(capped, base);
}

/** An order's price breakdown (docs/product.md#price), all in integer sen. */
export function priceOrder(
  type: OrderType,
  lines: PricedLine[],
  options: { coupon: CouponRule | null; shippingState: string | null },
): PriceBreakdown {
  const totalSen = lines.reduce((sum, l) => sum + l.priceSen * l.quantity, 0);
  const serviceFeeSen = type === 'install' ? lines.reduce((sum, l) => sum + l.labourSen * l.quantity, 0) : 0;
  const serviceTaxSen = serviceTaxOn(serviceFeeSen);
  let shippingFeeSen = 0;
  if (type === 'mail' && totalSen < FREE_SHIPPING_FROM_SEN) {
    shippingFeeSen =
      options.shippingState && EAST_MALAYSIA.has(options.shippingState)
        ? SHIPPING_EAST_MALAYSIA_SEN
        : SHIPPING_PENINSULAR_SEN;
  }
  const discountSen = options.coupon ? couponDiscount(options.coupon, lines) : 0;
  return {
    totalSen,
    serviceFeeSen,
    serviceTaxSen,
    shippingFeeSen,
    discountSen,
    couponCode: options.coupon && discountSen > 0 ? options.coupon.code : null,
    actualPaySen: Math.max(0, totalSen + serviceFeeSen + serviceTaxSen + shippingFeeSen - discountSen),
  };
}
