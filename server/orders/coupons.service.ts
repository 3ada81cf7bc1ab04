import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import type { Db } from '../db/client';
import { coupons, products, userCoupons } from '../db/schema';
import { AppError } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import { couponDiscount, type CouponRule } from './pricing';

/** Today's date in Malaysia, as coupons are dated ('2025-01-31'). */
export function todayInMalaysia(now: Date): string {
  const p = malaysiaParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** A coupon the customer may still use today, or 'couponInvalid'. */
export async function usableCoupon(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<CouponRule & { id: number }> {
  const today = todayInMalaysia(now);
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  if (!coupon || coupon.validFrom > today || coupon.validTo < today)
    throw new AppError(ResultCode.validation, 'couponInvalid');
  const [claimed] = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, coupon.id)));
  if (claimed?.usedOrderId) throw new AppError(ResultCode.validation, 'couponInvalid');
  return coupon;
}

/** The coupons valid today, each with what it would take off the given lines and whether it was used. */
export async function couponsFor(
  db: Db,
  userId: number,
  lines: { productId: number; quantity: number }[],
  lang: Lang,
  now: Date,
) {
  const today = todayInMalaysia(now);
  const rows = await db
    .select({ coupon: coupons, usedOrderId: userCoupons.usedOrderId })
    .from(coupons)
    .leftJoin(userCoupons, and(eq(userCoupons.couponId, coupons.id), eq(userCoupons.userId, userId)))
    .where(and(sql`${coupons.validFrom} <= ${today}`, sql`${coupons.validTo} >= ${today}`))
    .orderBy(asc(coupons.minSpendSen));
  const productRows =
    lines.length > 0
      ? await db
          .select()
          .from(products)
          .where(
            inArray(
              products.id,
              lines.map((l) => l.productId),
            ),
          )
      : [];
  const priced = lines.flatMap((l) => {
    const p = productRows.find((r) => r.id === l.productId);
    return p ? [{ priceSen: p.priceSen, labourSen: p.labourSen, quantity: l.quantity, category: p.category }] : [];
  });
  return rows.map(({ coupon, usedOrderId }) => {
    const used = usedOrderId !== null && usedOrderId !== undefined;
    const discountSen = used ? 0 : couponDiscount(coupon, priced);
    return {
      code: coupon.code,
      title: pick(coupon.title, lang),
      kind: coupon.kind,
      value: coupon.value,
      minSpendSen: coupon.minSpendSen,
      maxDiscountSen: coupon.maxDiscountSen,
      category: (coupon.category as never) ?? null,
      validTo: coupon.validTo,
      used,
      usable: discountSen > 0,
      discountSen,
    };
  });
}
