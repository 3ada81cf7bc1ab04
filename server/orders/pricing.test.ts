import { describe, expect, it } from 'vitest';
import { couponDiscount, priceOrder, type CouponRule, type PricedLine } from './pricing';

const tyre: PricedLine = { priceSen: 28_950, labourSen: 2_000, quantity: 4, category: 'tyres' };
const tint: PricedLine = { priceSen: 99_900, labourSen: 0, quantity: 1, category: 'tint' };
const dashcam: PricedLine = { priceSen: 39_900, labourSen: 5_000, quantity: 1, category: 'dashcam' };
const rm10Over100: CouponRule = {
  code: 'RM10',
  kind: 'amount',
  value: 1_000,
  minSpendSen: 10_000,
  maxDiscountSen: null,
  category: null,
};
const tint10: CouponRule = {
  code: 'TINT10',
  kind: 'percent',
  value: 10,
  minSpendSen: 0,
  maxDiscountSen: 5_000,
  category: 'tint',
};

describe('order pricing in sen', () => {
  it('charges 8% service tax on installation labour only, rounded half up to the sen', () => {
    const price = priceOrder('install', [tyre, dashcam], { coupon: null, shippingState: null });
    expect(price.totalSen).toBe(28_950 * 4 + 39_900);
    expect(price.serviceFeeSen).toBe(2_000 * 4 + 5_000);
    expect(price.serviceTaxSen).toBe(1_040);
    expect(price.actualPaySen).toBe(price.totalSen + 13_000 + 1_040);
    // 8% of 1 sen... of 6 sen is 0.48 -> 0; of 7 sen is 0.56 -> 1
    expect(
      priceOrder('install', [{ ...dashcam, labourSen: 6 }], { coupon: null, shippingState: null }).serviceTaxSen,
    ).toBe(0);
    expect(
      priceOrder('install', [{ ...dashcam, labourSen: 7 }], { coupon: null, shippingState: null }).serviceTaxSen,
    ).toBe(1);
  });

  it('charges no labour or tax for pickup and mail orders', () => {
    for (const type of ['pickup', 'mail'] as const) {
      const price = priceOrder(type, [tyre], { coupon: null, shippingState: 'Selangor' });
      expect(price.serviceFeeSen).toBe(0);
      expect(price.serviceTaxSen).toBe(0);
    }
  });

  it('charges shipping by region under RM 200 and none from RM 200', () => {
    const small: PricedLine = { priceSen: 5_900, labourSen: 0, quantity: 1, category: 'wipers' };
    expect(priceOrder('mail', [small], { coupon: null, shippingState: 'Selangor' }).shippingFeeSen).toBe(1_000);
    expect(priceOrder('mail', [small], { coupon: null, shippingState: 'Sabah' }).shippingFeeSen).toBe(2_000);
    expect(
      priceOrder('mail', [{ ...small, priceSen: 20_000 }], { coupon: null, shippingState: 'Sabah' }).shippingFeeSen,
    ).toBe(0);
    expect(priceOrder('install', [small], { coupon: null, shippingState: null }).shippingFeeSen).toBe(0);
  });

  it('takes an amount coupon off only above its minimum spend', () => {
    expect(couponDiscount(rm10Over100, [{ ...dashcam, priceSen: 9_999 }])).toBe(0);
    expect(couponDiscount(rm10Over100, [{ ...dashcam, priceSen: 10_000 }])).toBe(1_000);
  });

  it('takes a percentage coupon off its category only, floored to the sen and capped', () => {
    expect(couponDiscount(tint10, [{ ...tint, priceSen: 12_345 }, dashcam])).toBe(1_234);
    expect(couponDiscount(tint10, [tint])).toBe(5_000);
    expect(couponDiscount(tint10, [dashcam])).toBe(0);
  });

  it('never discounts below zero', () => {
    const big: CouponRule = { ...rm10Over100, value: 50_000, minSpendSen: 0 };
    const price = priceOrder('pickup', [{ ...dashcam, priceSen: 1_000 }], { coupon: big, shippingState: null });
    expect(price.discountSen).toBe(1_000);
    expect(price.actualPaySen).toBe(0);
  });

  it('reports the coupon code only when it took something off', () => {
    expect(priceOrder('pickup', [tint], { coupon: tint10, shippingState: null }).couponCode).toBe('TINT10');
    expect(priceOrder('pickup', [dashcam], { coupon: tint10, shippingState: null }).couponCode).toBeNull();
  });
});
