import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductCategory } from '../../src/shared/contract/catalog';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderType, PriceBreakdown } from '../../src/shared/contract/orders';
import { normalisePlate } from '../../src/shared/lib/plate';
import { keepPlateInGarage } from '../account/garage.service';
import { canBuy, fitOf } from '../catalog/fitment';
import { loadCar } from '../catalog/products.service';
import { stockAt, takeUnits, unitsOf } from '../catalog/store-stock';
import type { Db } from '../db/client';
import {
  cartItems,
  orderItems,
  orders,
  products,
  stores,
  userCoupons,
  users,
  WAREHOUSE_KEY,
  type Localized,
} from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { localize, text, type TextKey } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import { usableCoupon } from './coupons.service';
import { lockCustomer, recordEvent } from './orders.service';
import { priceOrder } from './pricing';
import { insertNumberedOrder } from './order-numbers';
import { checkBooking } from './slots';
import { offersService } from './store-calendar';

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
    if (rows.length !== ids.length) throw notFound(text('thingCartItem'));
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
  const units = unitsOf(wanted);
  const lines = wanted.map((w) => {
    const product = byId.get(w.productId);
    if (!product || !product.active) throw notFound(text('thingProduct'));
    const fit = fitOf(product.fitment, car);
    if (!canBuy(fit)) throw new AppError(ResultCode.validation, fitMessage[fit] ?? 'incompatible');
    return { product, quantity: w.quantity };
  });
  if (draft.orderType === 'install' && !car?.spec) throw new AppError(ResultCode.validation, 'carRequired');

  // the garage's rule and messages: empty and malformed plates are told apart (src/shared/lib/plate.ts);
  // a plate is required for installation only (docs/product.md#purchase), a mail order keeps none
  const plate = plateOf(draft);

  let store: typeof stores.$inferSelect | null = null;
  if (draft.orderType !== 'mail') {
    if (!draft.storeId) throw new AppError(ResultCode.validation, 'storeRequired');
    // locking the store row serialises bookings of one workshop, so two cannot take the last place;
    // 'no key update' leaves rows that only refer to the store free to be written meanwhile (a stock
    // move's audit row waits on a plain 'update' lock while holding the units this order waits for)
    const [row] = await db.select().from(stores).where(eq(stores.id, draft.storeId)).for('no key update');
    if (!row) throw new AppError(ResultCode.notFound, 'storeNotFound');
    store = row;
  }
  if (draft.orderType === 'install') {
    if (store?.kind !== 'workshop') throw new AppError(ResultCode.validation, 'storeCannotInstall');
    if (lines.some((l) => !offersService(store, l.product.category))) {
      throw new AppError(ResultCode.validation, 'storeNoService');
    }
    if (!draft.appointmentDate || !draft.appointmentSlot) throw new AppError(ResultCode.validation, 'chooseSlot');
    const refusal = await checkBooking(db, store, draft.appointmentDate, draft.appointmentSlot, now);
    if (refusal) throw new AppError(refusal === 'slotFull' ? ResultCode.conflict : ResultCode.validation, refusal);
  }
  if (draft.orderType === 'mail' && !draft.mailingAddress) throw new AppError(ResultCode.validation, 'addressRequired');
  // the units come from the chosen store, or the warehouse for mail (docs/decisions/025-stock-per-store.md)
  const place = store?.id ?? WAREHOUSE_KEY;
  const shortage = shortageAt(store, byId);
  const held = await stockAt(db, place, [...units.keys()]);
  for (const [productId, quantity] of units) {
    const left = held.get(productId) ?? 0;
    if (quantity > left) throw shortage(productId, left);
  }

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
  return { lines, car, plate, store, place, shortage, coupon, price, vehicleModel };
}

/**
 * The refusal when the order's place holds too few units of a product: at a store it names the
 * store and the product, and tells the app (`data.notInStockAt`) to offer the stores that have it.
 */
function shortageAt(store: { id: number; name: string } | null, byId: Map<number, { name: Localized }>) {
  return (productId: number, left: number) =>
    store
      ? new AppError(
          ResultCode.conflict,
          'notInStockHere',
          { store: store.name, product: byId.get(productId)?.name ?? '', stock: left },
          { notInStockAt: store.id, productId },
        )
      : outOfStock(left);
}

function plateOf(draft: OrderDraft): string {
  if (draft.orderType === 'mail') return '';
  if (draft.plate.trim() === '') {
    if (draft.orderType === 'install') throw new AppError(ResultCode.validation, 'plateRequired');
    return '';
  }
  const plate = normalisePlate(draft.plate);
  if (!plate) throw new AppError(ResultCode.validation, 'plateFormat');
  return plate;
}

export async function createOrder(
  db: Db,
  user: { id: number; phone: string },
  draft: OrderDraft,
  plan: Awaited<ReturnType<typeof prepareOrder>>,
  now: Date,
  paymentMinutes: number,
  orderNoDigits = 6,
) {
  const expiresAt = new Date(now.getTime() + paymentMinutes * 60_000);
  // the name is asked once: taken from the profile, or given at checkout and kept in the profile
  const [profile] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  const customerName = draft.customerName || profile?.name || draft.mailingAddress?.name || '';
  if (draft.customerName && !profile?.name) {
    await db.update(users).set({ name: draft.customerName }).where(eq(users.id, user.id));
  }
  const row = {
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
  };
  const order = await insertNumberedOrder(db, row, now, orderNoDigits);
  if (!order) throw new AppError(ResultCode.conflict, 'orderNoBusy');
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
  await takeUnits(
    db,
    plan.place,
    unitsOf(plan.lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }))),
    plan.shortage,
  );
  const car = plan.car?.spec ? { specId: plan.car.spec.id, year: plan.car.year } : null;
  await keepPlateInGarage(db, user.id, car, plan.plate, now);
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
    title: localize('inboxOrderPlacedTitle'),
    content: localize('inboxOrderPlacedBody', { orderNo: order.orderNo }),
    refType: 'order',
    refId: order.id,
    push: false,
  });
  return order;
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

/** Places an order: within the customer's unpaid-order limit, checked and priced as quoted. */
export async function placeOrder(
  db: Db,
  userId: number,
  draft: OrderDraft,
  limits: { unpaidOrderLimit: number; paymentMinutes: number; orderNoDigits: number },
  now: Date,
) {
  await lockCustomer(db, userId);
  await requireUnpaidRoom(db, userId, limits.unpaidOrderLimit, now);
  const plan = await prepareOrder(db, userId, draft, now);
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const customer = { id: userId, phone: me?.phone ?? '' };
  const order = await createOrder(db, customer, draft, plan, now, limits.paymentMinutes, limits.orderNoDigits);
  return {
    id: order.id,
    orderNo: order.orderNo,
    actualPaySen: order.actualPaySen,
    expiresAt: order.expiresAt?.toISOString() ?? '',
  };
}
