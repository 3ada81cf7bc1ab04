import { randomInt } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ProductCategory } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderStatus, OrderType, PriceBreakdown } from '../../src/shared/contract/orders';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import { canBuy, fitOf } from '../catalog/fitment';
import { loadCar } from '../catalog/products.service';
import type { Db } from '../db/client';
import {
  cartItems,
  coupons,
  orderEvents,
  orderItems,
  orders,
  products,
  stores,
  userCoupons,
  users,
  type Localized,
} from '../db/schema';
import { AppError, notFound } from '../http/errors';
import type { TextKey } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import { nextStatus, type OrderEvent } from './order-state';
import { priceOrder, type CouponRule } from './pricing';
import { checkBooking } from './slots';
import { normalisePlate } from '../../src/shared/lib/plate';

export const orderThing: Localized = { en: 'Order', ms: 'Pesanan', zh: '订单' };
const statusThing: Localized = { en: 'order', ms: 'pesanan', zh: '订单' };

export type OrderRow = typeof orders.$inferSelect;

export interface OrderDraft {
  orderType: OrderType;
  cartIds?: number[] | undefined;
  lines?: { productId: number; quantity: number }[] | undefined;
  car?: { specId: number; year: number } | undefined;
  plate: string;
  storeId?: number | undefined;
  appointmentDate?: string | undefined;
  appointmentSlot?: string | undefined;
  mailingAddress?:
    | { name: string; phone: string; line1: string; line2: string; postcode: string; city: string; state: string }
    | undefined;
  couponCode?: string | undefined;
  remarks: string;
  customerName: string;
  customerEmail: string;
}

const fitMessage: Record<string, TextKey> = {
  noCar: 'carRequired',
  noModelData: 'noModelData',
  noSize: 'noSuitableSize',
  incompatible: 'incompatible',
};

const outOfStock = (stock: number) => new AppError(ResultCode.conflict, 'outOfStock', { stock: Math.max(0, stock) });

function todayInMalaysia(now: Date): string {
  const p = malaysiaParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

async function usableCoupon(db: Db, userId: number, code: string, now: Date): Promise<CouponRule & { id: number }> {
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

/**
 * Checks a draft against every rule (products, fitment, plate, store, appointment, coupon) and
 * prices it. Quote and commit share it, so what the customer is shown is what they are charged.
 */
export async function prepareOrder(db: Db, userId: number, draft: OrderDraft, now: Date) {
  // the lines: selected cart lines of the caller, or the products bought now
  let wanted: { productId: number; quantity: number; specId: number | null; year: number | null }[] = [];
  if (draft.cartIds && draft.cartIds.length > 0) {
    const ids = [...new Set(draft.cartIds)];
    const rows = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
    if (rows.length !== ids.length) throw notFound({ en: 'Cart item', ms: 'Item troli', zh: '购物车商品' });
    wanted = rows.map((r) => ({ productId: r.productId, quantity: r.quantity, specId: r.specId, year: r.carYear }));
  } else if (draft.lines && draft.lines.length > 0) {
    wanted = draft.lines.map((l) => ({ ...l, specId: null, year: null }));
  }
  if (wanted.length === 0) throw new AppError(ResultCode.validation, 'emptyOrder');

  const carRef =
    draft.car ?? (wanted[0]?.specId && wanted[0].year ? { specId: wanted[0].specId, year: wanted[0].year } : undefined);
  const car = await loadCar(db, carRef);
  const productRows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(wanted.map((w) => w.productId))]));
  const byId = new Map(productRows.map((p) => [p.id, p]));
  // the same product in several lines counts once, with all its units
  const unitsOf = new Map<number, number>();
  for (const w of wanted) unitsOf.set(w.productId, (unitsOf.get(w.productId) ?? 0) + w.quantity);
  const lines = wanted.map((w) => {
    const product = byId.get(w.productId);
    if (!product || !product.active) throw notFound({ en: 'Product', ms: 'Produk', zh: '商品' });
    const fit = fitOf(product.fitment, car);
    if (!canBuy(fit)) throw new AppError(ResultCode.validation, fitMessage[fit] ?? 'incompatible');
    if ((unitsOf.get(product.id) ?? 0) > product.stock) throw outOfStock(product.stock);
    return { product, quantity: w.quantity };
  });
  if (draft.orderType === 'install' && !car?.spec) throw new AppError(ResultCode.validation, 'carRequired');

  // the garage's rule and messages: empty and malformed plates are told apart (src/shared/lib/plate.ts)
  if (draft.plate.trim() === '') throw new AppError(ResultCode.validation, 'plateRequired');
  const plate = normalisePlate(draft.plate);
  if (!plate) throw new AppError(ResultCode.validation, 'plateFormat');

  let store: typeof stores.$inferSelect | null = null;
  if (draft.orderType !== 'mail') {
    if (!draft.storeId) throw new AppError(ResultCode.validation, 'storeRequired');
    // locking the store row serialises bookings of one workshop, so two cannot take the last place
    const [row] = await db.select().from(stores).where(eq(stores.id, draft.storeId)).for('update');
    if (!row) throw new AppError(ResultCode.notFound, 'storeNotFound');
    store = row;
  }
  if (draft.orderType === 'install') {
    if (store?.kind !== 'workshop') throw new AppError(ResultCode.validation, 'storeCannotInstall');
    if (!draft.appointmentDate || !draft.appointmentSlot) throw new AppError(ResultCode.validation, 'chooseSlot');
    const refusal = await checkBooking(db, store, draft.appointmentDate, draft.appointmentSlot, now);
    if (refusal) throw new AppError(refusal === 'slotFull' ? ResultCode.conflict : ResultCode.validation, refusal);
  }
  if (draft.orderType === 'mail' && !draft.mailingAddress) throw new AppError(ResultCode.validation, 'addressRequired');

  const coupon = draft.couponCode ? await usableCoupon(db, userId, draft.couponCode, now) : null;
  const priced = lines.map((l) => ({
    priceSen: l.product.priceSen,
    labourSen: l.product.labourSen,
    quantity: l.quantity,
    category: l.product.category as ProductCategory,
  }));
  const price: PriceBreakdown = priceOrder(draft.orderType, priced, {
    coupon,
    shippingState: draft.mailingAddress?.state ?? null,
  });
  if (coupon && price.discountSen === 0) throw new AppError(ResultCode.validation, 'couponInvalid');
  const vehicleModel = car?.spec ? `${car.spec.make} ${car.spec.model} ${car.year} ${car.spec.variant}` : '';
  return { lines, car, plate, store, coupon, price, vehicleModel };
}

/** Order numbers: RD + Malaysian date + 6 random digits. */
function newOrderNo(now: Date): string {
  const p = malaysiaParts(now);
  const date = `${p.year}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}`;
  return `RD${date}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function recordEvent(db: Db, orderId: number, status: string, note = '', actorId: number | null = null) {
  await db.insert(orderEvents).values({ orderId, status, note, actorId });
}

/** Applies a state-machine event or refuses it; returns the new status. */
export async function transition(
  db: Db,
  order: OrderRow,
  event: OrderEvent,
  changes: Partial<OrderRow> = {},
  note = '',
  actorId: number | null = null,
) {
  const to = nextStatus(order.orderType, order.status as OrderStatus, event);
  if (!to)
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: statusThing, state: order.status });
  // conditional on the status we read, so a concurrent change makes this one fail instead of both applying
  const moved = await db
    .update(orders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0)
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: statusThing, state: order.status });
  await recordEvent(db, order.id, to, note, actorId);
  return to;
}

export async function createOrder(
  db: Db,
  user: { id: number; phone: string },
  draft: OrderDraft,
  plan: Awaited<ReturnType<typeof prepareOrder>>,
  now: Date,
  paymentMinutes: number,
) {
  const expiresAt = new Date(now.getTime() + paymentMinutes * 60_000);
  // the name is asked once: taken from the profile, or given at checkout and kept in the profile
  const [profile] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  const customerName = draft.customerName || profile?.name || draft.mailingAddress?.name || '';
  if (draft.customerName && !profile?.name) {
    await db.update(users).set({ name: draft.customerName }).where(eq(users.id, user.id));
  }
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      userId: user.id,
      status: 'unpaid',
      payStatus: 'pendingPayment',
      orderType: draft.orderType,
      plate: plan.plate,
      vehicleModel: plan.vehicleModel,
      specId: plan.car?.spec?.id ?? null,
      remarks: draft.remarks,
      totalSen: plan.price.totalSen,
      serviceFeeSen: plan.price.serviceFeeSen,
      serviceTaxSen: plan.price.serviceTaxSen,
      shippingFeeSen: plan.price.shippingFeeSen,
      discountSen: plan.price.discountSen,
      couponCode: plan.price.couponCode,
      actualPaySen: plan.price.actualPaySen,
      storeId: draft.orderType === 'install' ? (plan.store?.id ?? null) : null,
      pickupStoreId: draft.orderType === 'pickup' ? (plan.store?.id ?? null) : null,
      appointmentDate: draft.orderType === 'install' ? (draft.appointmentDate ?? null) : null,
      appointmentSlot: draft.orderType === 'install' ? (draft.appointmentSlot ?? null) : null,
      pickupMethod: draft.orderType === 'pickup' ? 'selfPickup' : draft.orderType === 'mail' ? 'courier' : 'install',
      mailingAddress: draft.orderType === 'mail' ? (draft.mailingAddress ?? null) : null,
      customerName,
      customerPhone: user.phone,
      customerEmail: draft.customerEmail,
      expiresAt,
      createdAt: now,
    })
    .returning();
  if (!order) throw new AppError(ResultCode.internal, 'internal');
  await db.insert(orderItems).values(
    plan.lines.map((l) => ({
      orderId: order.id,
      productId: l.product.id,
      sku: l.product.sku,
      name: l.product.name,
      priceSen: l.product.priceSen,
      labourSen: l.product.labourSen,
      quantity: l.quantity,
      size: l.product.size,
      colour: l.product.colour,
    })),
  );
  await takeStock(db, plan.lines);
  if (draft.cartIds && draft.cartIds.length > 0) {
    await db.delete(cartItems).where(and(eq(cartItems.userId, user.id), inArray(cartItems.id, draft.cartIds)));
  }
  if (plan.coupon && plan.price.couponCode) {
    // one statement claims the coupon: of two orders racing for it, the second finds it used
    const claimed = await db
      .insert(userCoupons)
      .values({ userId: user.id, couponId: plan.coupon.id, usedOrderId: order.id })
      .onConflictDoUpdate({
        target: [userCoupons.userId, userCoupons.couponId],
        set: { usedOrderId: order.id },
        setWhere: isNull(userCoupons.usedOrderId),
      })
      .returning({ id: userCoupons.id });
    if (claimed.length === 0) throw new AppError(ResultCode.validation, 'couponInvalid');
  }
  await recordEvent(db, order.id, 'unpaid');
  await notify(db, user.id, {
    kind: 'order',
    title: { en: 'Order placed', ms: 'Pesanan dibuat', zh: '订单已提交' },
    content: {
      en: `Order ${order.orderNo} is waiting for payment.`,
      ms: `Pesanan ${order.orderNo} menunggu pembayaran.`,
      zh: `订单 ${order.orderNo} 等待付款。`,
    },
    refType: 'order',
    refId: order.id,
  });
  return order;
}

/**
 * Takes the units of every line from stock, each product in one conditional statement, so parallel
 * orders can never sell more than there is; a shortfall refuses (and rolls back) the whole order.
 */
async function takeStock(db: Db, lines: { product: { id: number }; quantity: number }[]) {
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.product.id, (units.get(l.product.id) ?? 0) + l.quantity);
  // in id order, so two orders of the same products lock them in the same order
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    const taken = await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ stock: products.stock });
    if (taken.length === 0) {
      const [left] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      throw outOfStock(left?.stock ?? 0);
    }
  }
}

/**
 * Serialises a customer's order-placing calls (a row lock on their user row), so limits counted per
 * customer hold against parallel requests.
 */
export async function lockCustomer(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Refuses a new order while the customer already holds `limit` unpaid ones (each holds stock, perhaps a place). */
export async function requireUnpaidRoom(db: Db, userId: number, limit: number, now: Date) {
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'unpaid'), gt(orders.expiresAt, now), isNull(orders.deletedAt)),
    );
  if ((held?.n ?? 0) >= limit) throw new AppError(ResultCode.conflict, 'unpaidOrderLimit', { limit });
}

/** Gives back stock and coupon of an order that will not be paid. */
export async function releaseOrder(db: Db, order: OrderRow) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
  await db.update(userCoupons).set({ usedOrderId: null }).where(eq(userCoupons.usedOrderId, order.id));
}

/**
 * Cancels unpaid orders whose payment time ran out, in a transaction of its own: the scheduled sweep
 * (every minute, in every process). Rows another process is sweeping are skipped, not waited for.
 * Reads never call it: they show such an order as cancelled already (`effectiveStatus`).
 */
export function expireOverdue(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const overdue = await t
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'unpaid'), lte(orders.expiresAt, now), isNull(orders.deletedAt)))
      .limit(200)
      .for('update', { skipLocked: true });
    for (const order of overdue) await expireOrder(t, order);
    return overdue.length;
  });
}

/** Closes one unpaid order whose payment time ran out (the caller holds its row lock). */
export async function expireOrder(db: Db, order: OrderRow) {
  await transition(
    db,
    order,
    'expire',
    { cancelReason: 'Payment time expired', payStatus: 'cancelled' },
    'Payment time expired',
  );
  await releaseOrder(db, order);
  await notify(db, order.userId, {
    kind: 'order',
    title: { en: 'Order closed', ms: 'Pesanan ditutup', zh: '订单已关闭' },
    content: {
      en: `Order ${order.orderNo} was not paid in time and has been cancelled.`,
      ms: `Pesanan ${order.orderNo} tidak dibayar tepat pada masanya dan telah dibatalkan.`,
      zh: `订单 ${order.orderNo} 未在规定时间内付款，已自动取消。`,
    },
    refType: 'order',
    refId: order.id,
  });
}

/** An unpaid order past its payment time is cancelled, whether or not the sweep has run yet. */
export function effectiveStatus(order: Pick<OrderRow, 'status' | 'expiresAt'>, now: Date): OrderStatus {
  if (order.status === 'unpaid' && order.expiresAt && order.expiresAt <= now) return 'cancelled';
  return order.status as OrderStatus;
}

/** One of the caller's orders, or 'Order was not found' (also for another customer's order). */
export async function ownOrder(db: Db, userId: number, id: number, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.deletedAt)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound(orderThing);
  return order;
}
