import type { Hono } from 'hono';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import {
  couponClientGet,
  orderAdd,
  orderCancel,
  orderCategoryList,
  orderClientStore,
  orderConfirmReceipt,
  orderDelete,
  orderFind,
  orderGroups,
  orderPage,
  orderQuote,
  orderReschedule,
  storeList,
  storeSlots,
  type OrderStatus,
  type PayStatus,
} from '../../src/shared/contract/orders';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import { seedImageUrl } from '../content/seed-images';
import type { Db } from '../db/client';
import { coupons, orderEvents, orderItems, orders, products, stores, userCoupons, users } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { pick, type Lang } from '../i18n/language';
import { latestRefund, toRefund } from '../refunds/refund.service';
import { DELETABLE, GROUP_STATUSES, REFUNDABLE, RESCHEDULABLE } from './order-state';
import {
  createOrder,
  effectiveStatus,
  expireOrder,
  lockCustomer,
  requireUnpaidRoom,
  ownOrder,
  prepareOrder,
  recordEvent,
  releaseOrder,
  transition,
  type OrderRow,
} from './orders.service';
import { couponDiscount } from './pricing';
import { checkBooking, slotsOfDay } from './slots';
import { toStore } from './stores';

function requireUser(user: { id: number } | null) {
  if (!user) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  return user;
}

/** The status a customer sees in SQL: an unpaid order past its payment time reads as cancelled. */
const effectiveStatusSql = (now: Date) =>
  sql<string>`case when ${orders.status} = 'unpaid' and ${orders.expiresAt} <= ${now.toISOString()} then 'cancelled' else ${orders.status} end`;

async function summaries(db: Db, rows: OrderRow[], lang: Lang, now: Date) {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      image: products.image,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const storeIds = rows.map((o) => o.storeId ?? o.pickupStoreId).filter((id): id is number => id !== null);
  const storeRows = storeIds.length > 0 ? await db.select().from(stores).where(inArray(stores.id, storeIds)) : [];
  return rows.map((o) => {
    const own = items.filter((i) => i.orderId === o.id);
    const first = own[0];
    return {
      id: o.id,
      orderNo: o.orderNo,
      orderType: o.orderType,
      status: effectiveStatus(o, now),
      payStatus: (effectiveStatus(o, now) === o.status ? o.payStatus : 'cancelled') as PayStatus,
      createdAt: o.createdAt.toISOString(),
      actualPaySen: o.actualPaySen,
      itemCount: own.reduce((n, i) => n + i.quantity, 0),
      firstItemName: first ? pick(first.name, lang) : '',
      firstItemImageUrl: first ? seedImageUrl(first.image) : '',
      plate: o.plate,
      storeName: storeRows.find((s) => s.id === (o.storeId ?? o.pickupStoreId))?.name ?? null,
      appointmentDate: o.appointmentDate,
      appointmentSlot: o.appointmentSlot,
      expiresAt: effectiveStatus(o, now) === 'unpaid' && o.expiresAt ? o.expiresAt.toISOString() : null,
    };
  });
}

function malaysiaToday(now: Date) {
  const p = malaysiaParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function mountOrderRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, storeList, async (q, ctx) => {
    const conditions = [
      q.purpose === 'install' ? eq(stores.kind, 'workshop') : undefined,
      q.state ? eq(stores.state, q.state) : undefined,
      q.city ? eq(stores.city, q.city) : undefined,
      q.keyword ? or(ilike(stores.name, `%${q.keyword}%`), ilike(stores.address, `%${q.keyword}%`)) : undefined,
    ];
    const rows = await ctx.db
      .select()
      .from(stores)
      .where(and(...conditions))
      .orderBy(asc(stores.state), asc(stores.city), asc(stores.name));
    const from = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
    const list = rows.map((r) => toStore(r, from));
    if (from) list.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
    const start = (q.pageNo - 1) * q.pageSize;
    return { list: list.slice(start, start + q.pageSize), total: list.length, pageNo: q.pageNo, pageSize: q.pageSize };
  });

  mountCall(app, deps, storeSlots, async ({ storeId, date }, ctx) => {
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, storeId));
    if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
    return slotsOfDay(ctx.db, store, date, ctx.now);
  });

  mountCall(app, deps, couponClientGet, async ({ lines }, ctx) => {
    const user = requireUser(ctx.user);
    const today = malaysiaToday(ctx.now);
    const rows = await ctx.db
      .select({ coupon: coupons, usedOrderId: userCoupons.usedOrderId })
      .from(coupons)
      .leftJoin(userCoupons, and(eq(userCoupons.couponId, coupons.id), eq(userCoupons.userId, user.id)))
      .where(and(sql`${coupons.validFrom} <= ${today}`, sql`${coupons.validTo} >= ${today}`))
      .orderBy(asc(coupons.minSpendSen));
    const productRows =
      lines.length > 0
        ? await ctx.db
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
        title: pick(coupon.title, ctx.lang),
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
  });

  mountCall(app, deps, orderQuote, async (draft, ctx) => {
    const user = requireUser(ctx.user);
    return (await prepareOrder(ctx.db, user.id, draft, ctx.now)).price;
  });

  mountCall(app, deps, orderAdd, async (draft, ctx) => {
    const user = requireUser(ctx.user);
    await lockCustomer(ctx.db, user.id);
    await requireUnpaidRoom(ctx.db, user.id, deps.config.unpaidOrderLimit, ctx.now);
    const plan = await prepareOrder(ctx.db, user.id, draft, ctx.now);
    const [me] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
    const order = await createOrder(
      ctx.db,
      { id: user.id, phone: me?.phone ?? '' },
      draft,
      plan,
      ctx.now,
      deps.config.paymentMinutes,
    );
    return {
      id: order.id,
      orderNo: order.orderNo,
      actualPaySen: order.actualPaySen,
      expiresAt: order.expiresAt?.toISOString() ?? '',
    };
  });

  mountCall(app, deps, orderPage, async ({ group, pageNo, pageSize }, ctx) => {
    const user = requireUser(ctx.user);
    const where = and(
      eq(orders.userId, user.id),
      isNull(orders.deletedAt),
      group === 'all' ? undefined : inArray(effectiveStatusSql(ctx.now), [...GROUP_STATUSES[group]]),
    );
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      ctx.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { list: await summaries(ctx.db, rows, ctx.lang, ctx.now), total: total?.n ?? 0, pageNo, pageSize };
  });

  mountCall(app, deps, orderCategoryList, async (_payload, ctx) => {
    const user = requireUser(ctx.user);
    const status = effectiveStatusSql(ctx.now);
    const rows = await ctx.db
      .select({ status, n: count() })
      .from(orders)
      .where(and(eq(orders.userId, user.id), isNull(orders.deletedAt)))
      // by position: the same expression written twice would carry two parameters PostgreSQL cannot match
      .groupBy(sql`1`);
    const byStatus = new Map(rows.map((r) => [r.status, r.n]));
    return orderGroups.map((group) => ({
      group,
      count:
        group === 'all'
          ? rows.reduce((n, r) => n + r.n, 0)
          : GROUP_STATUSES[group].reduce((n, status) => n + (byStatus.get(status) ?? 0), 0),
    }));
  });

  mountCall(app, deps, orderFind, async ({ id }, ctx) => {
    const user = requireUser(ctx.user);
    const order = await ownOrder(ctx.db, user.id, id);
    const [summary] = await summaries(ctx.db, [order], ctx.lang, ctx.now);
    if (!summary) throw notFound({ en: 'Order', ms: 'Pesanan', zh: '订单' });
    const items = await ctx.db
      .select({ item: orderItems, image: products.image })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const storeId = order.storeId ?? order.pickupStoreId;
    const [store] = storeId ? await ctx.db.select().from(stores).where(eq(stores.id, storeId)) : [];
    const staffIds = [order.salespersonId, order.technicianId].filter((v): v is number => v !== null);
    const staff =
      staffIds.length > 0
        ? await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, staffIds))
        : [];
    const events = await ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id));
    const refund = await latestRefund(ctx.db, order.id);
    const status = effectiveStatus(order, ctx.now);
    const openRefund = refund && ['pendingReview', 'reviewed', 'processing'].includes(refund.status);
    return {
      ...summary,
      price: {
        totalSen: order.totalSen,
        serviceFeeSen: order.serviceFeeSen,
        serviceTaxSen: order.serviceTaxSen,
        shippingFeeSen: order.shippingFeeSen,
        discountSen: order.discountSen,
        couponCode: order.couponCode,
        actualPaySen: order.actualPaySen,
      },
      items: items.map(({ item, image }) => ({
        productId: item.productId,
        name: pick(item.name, ctx.lang),
        imageUrl: seedImageUrl(image),
        priceSen: item.priceSen,
        labourSen: item.labourSen,
        quantity: item.quantity,
        size: item.size,
        colour: item.colour,
      })),
      vehicleModel: order.vehicleModel,
      remarks: order.remarks,
      store: store ? toStore(store) : null,
      salespersonName: staff.find((s) => s.id === order.salespersonId)?.name ?? null,
      technicianName: staff.find((s) => s.id === order.technicianId)?.name ?? null,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      customerEmail: order.customerEmail,
      mailingAddress: (order.mailingAddress as never) ?? null,
      pickupCode: order.payStatus === 'paid' ? order.pickupCode : null,
      expressNo: order.expressNo,
      expressCompany: order.expressCompany,
      packedAt: order.packedAt?.toISOString() ?? null,
      collectorName: order.collectorName,
      cmsOrderNo: order.cmsOrderNo,
      arrivalRemarks: order.arrivalRemarks,
      cancelReason: status === order.status ? order.cancelReason : 'Payment time expired',
      timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.createdAt.toISOString() })),
      refund: refund ? toRefund(refund, order.actualPaySen) : null,
      actions: {
        pay: status === 'unpaid' && (!order.expiresAt || order.expiresAt > ctx.now),
        cancel: status === 'unpaid',
        delete: DELETABLE.includes(status),
        reschedule: order.orderType === 'install' && RESCHEDULABLE.includes(status),
        refund: order.payStatus === 'paid' && REFUNDABLE.includes(status) && !openRefund,
        confirmReceipt: order.orderType === 'mail' && status === 'pendingReceipt' && order.expressNo !== null,
      },
    };
  });

  mountCall(app, deps, orderClientStore, async ({ orderId }, ctx) => {
    const user = requireUser(ctx.user);
    const order = await ownOrder(ctx.db, user.id, orderId);
    const storeId = order.storeId ?? order.pickupStoreId;
    const [store] = storeId ? await ctx.db.select().from(stores).where(eq(stores.id, storeId)) : [];
    if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
    return toStore(store);
  });

  mountCall(app, deps, orderCancel, async ({ id, reason }, ctx) => {
    const user = requireUser(ctx.user);
    const order = await ownOrder(ctx.db, user.id, id, true);
    const status = await transition(
      ctx.db,
      order,
      'cancel',
      { cancelReason: reason, payStatus: 'cancelled' },
      reason,
      user.id,
    );
    await releaseOrder(ctx.db, order);
    return { id, status };
  });

  mountCall(app, deps, orderDelete, async ({ id }, ctx) => {
    const user = requireUser(ctx.user);
    const order = await ownOrder(ctx.db, user.id, id, true);
    // an order the sweep has not closed yet is closed now, then deleted like any cancelled one
    if (effectiveStatus(order, ctx.now) !== order.status) await expireOrder(ctx.db, order);
    if (!DELETABLE.includes(effectiveStatus(order, ctx.now))) {
      throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
        thing: { en: 'order', ms: 'pesanan', zh: '订单' },
        state: order.status,
      });
    }
    await ctx.db.update(orders).set({ deletedAt: ctx.now }).where(eq(orders.id, id));
    return { id };
  });

  mountCall(app, deps, orderReschedule, async ({ id, appointmentDate, appointmentSlot }, ctx) => {
    const user = requireUser(ctx.user);
    const order = await ownOrder(ctx.db, user.id, id, true);
    if (order.orderType !== 'install' || !RESCHEDULABLE.includes(order.status as OrderStatus) || !order.storeId) {
      throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
        thing: { en: 'order', ms: 'pesanan', zh: '订单' },
        state: order.status,
      });
    }
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, order.storeId)).for('update');
    if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
    const refusal = await checkBooking(ctx.db, store, appointmentDate, appointmentSlot, ctx.now, order.id);
    if (refusal) throw new AppError(refusal === 'slotFull' ? ResultCode.conflict : ResultCode.validation, refusal);
    await ctx.db.update(orders).set({ appointmentDate, appointmentSlot, updatedAt: ctx.now }).where(eq(orders.id, id));
    await recordEvent(ctx.db, id, 'rescheduled', `${appointmentDate} ${appointmentSlot}`, user.id);
    return { id, appointmentDate, appointmentSlot };
  });

  mountCall(app, deps, orderConfirmReceipt, async ({ id }, ctx) => {
    const user = requireUser(ctx.user);
    const order = await ownOrder(ctx.db, user.id, id, true);
    return { id, status: await transition(ctx.db, order, 'confirmReceipt', {}, '', user.id) };
  });
}
