import { and, asc, count, desc, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderWork, Refund } from '../../src/shared/contract/orders';
import { orderGroups, type OrderGroup, type PayStatus } from '../../src/shared/contract/orders';
import { seedImageUrl } from '../content/seed-images';
import type { Db } from '../db/client';
import { orderEvents, orderItems, orders, products, stores, users } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import { text } from '../i18n/text-catalogue';
import { DELETABLE, GROUP_STATUSES, REFUNDABLE, RESCHEDULABLE } from './order-state';
import { effectiveStatus, ownOrder, type OrderRow } from './orders.service';
import { toStore } from './stores';

/** The status a customer sees in SQL: an unpaid order past its payment time reads as cancelled. */
export const effectiveStatusSql = (now: Date | Placeholder) =>
  sql<string>`case when ${orders.status} = 'unpaid' and ${orders.expiresAt} <= ${now instanceof Date ? now.toISOString() : now} then 'cancelled' else ${orders.status} end`;

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
    // labour alone (extra work found on the car) has no product, nor picture
    .leftJoin(products, eq(products.id, orderItems.productId))
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
      firstItemImageUrl: first?.image ? seedImageUrl(first.image) : '',
      items: own.map((i) => ({ name: pick(i.name, lang), quantity: i.quantity })),
      plate: o.plate,
      storeName: storeRows.find((s) => s.id === (o.storeId ?? o.pickupStoreId))?.name ?? null,
      appointmentDate: o.appointmentDate,
      appointmentSlot: o.appointmentSlot,
      expiresAt: effectiveStatus(o, now) === 'unpaid' && o.expiresAt ? o.expiresAt.toISOString() : null,
    };
  });
}

function prepareOrderPages(db: Db) {
  const mine = eq(orders.userId, sql.placeholder('userId'));
  const inGroup = sql`${effectiveStatusSql(sql.placeholder('now'))} = any(${sql.placeholder('statuses')}::text[])`;
  // the total of the whole group rides along with each row of the page: one query, not two
  const page = (name: string, where: SQL | undefined) =>
    db
      .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const total = (name: string, where: SQL | undefined) =>
    db.select({ n: count() }).from(orders).where(where).prepare(name);
  const all = and(mine, isNull(orders.deletedAt));
  const grouped = and(mine, isNull(orders.deletedAt), inGroup);
  return {
    all: { page: page('orders_page_all', all), total: total('orders_total_all', all) },
    grouped: { page: page('orders_page_group', grouped), total: total('orders_total_group', grouped) },
  };
}

// built once per database handle: the order list is the customer's most frequent signed read, and
// prepared it went from 1523 to 3747 req/s on PostgreSQL
// (docs/decisions/016-notes/lab-notebook.md#part-2)
const orderPagesFor = new WeakMap<Db, ReturnType<typeof prepareOrderPages>>();

/** One page of the customer's orders in a status group, newest first. */
export async function orderPage(
  db: Db,
  userId: number,
  { group, pageNo, pageSize }: { group: OrderGroup; pageNo: number; pageSize: number },
  lang: Lang,
  now: Date,
) {
  let prepared = orderPagesFor.get(db);
  if (!prepared) orderPagesFor.set(db, (prepared = prepareOrderPages(db)));
  const statements = group === 'all' ? prepared.all : prepared.grouped;
  const values = {
    userId,
    now: now.toISOString(),
    statuses: group === 'all' ? [] : [...GROUP_STATUSES[group]],
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  };
  const rows = await statements.page.execute(values);
  // a page past the end has no row to carry the total: only then is it counted apart
  const total = rows[0]?.total ?? (values.offset > 0 ? ((await statements.total.execute(values))[0]?.n ?? 0) : 0);
  const list = await summaries(
    db,
    rows.map((r) => r.order),
    lang,
    now,
  );
  return { list, total, pageNo, pageSize };
}

/** How many of the customer's orders each status group holds. */
export async function orderGroupCounts(db: Db, userId: number, now: Date) {
  const status = effectiveStatusSql(now);
  const rows = await db
    .select({ status, n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.deletedAt)))
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
}

/**
 * The latest refund request of an order as the customer sees it; passed in by the route, as refunds
 * sit above orders (decision 015).
 */
export type RefundOfOrder = (db: Db, order: OrderRow) => Promise<Refund | null>;

/** The work on an installation order's car, for its customer; passed in by the route, as work orders sit above orders. */
export type WorkOfOrder = (db: Db, order: OrderRow) => Promise<OrderWork | null>;

/** One of the customer's orders in full: price, items, store, staff, timeline, refund and what may be done. */
export async function orderDetail(
  db: Db,
  userId: number,
  id: number,
  lang: Lang,
  now: Date,
  refundOf: RefundOfOrder,
  workOf?: WorkOfOrder,
) {
  return orderDetailOf(db, await ownOrder(db, userId, id), lang, now, refundOf, workOf);
}

/** An order's states, oldest first, with who moved it (null: the customer or the system). */
export async function orderTimeline(db: Db, orderId: number) {
  const rows = await db
    .select({ event: orderEvents, actorName: users.name, actorPhone: users.phone, actorRole: users.role })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map(({ event, actorName, actorPhone, actorRole }) => ({
    status: event.status,
    note: event.note,
    at: event.createdAt.toISOString(),
    actorName: actorName || actorPhone,
    actorRole,
  }));
}

/** An order in full as its customer sees it (the back office shows the same view, with more around it). */
export async function orderDetailOf(
  db: Db,
  order: OrderRow,
  lang: Lang,
  now: Date,
  refundOf: RefundOfOrder,
  workOf?: WorkOfOrder,
) {
  const [summary] = await summaries(db, [order], lang, now);
  if (!summary) throw notFound(text('thingOrder'));
  const items = await db
    .select({ item: orderItems, image: products.image })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const storeId = order.storeId ?? order.pickupStoreId;
  const [store] = storeId ? await db.select().from(stores).where(eq(stores.id, storeId)) : [];
  const staffIds = [order.salespersonId, order.technicianId].filter((v): v is number => v !== null);
  const staff =
    staffIds.length > 0
      ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, staffIds))
      : [];
  const events = await orderTimeline(db, order.id);
  const refund = await refundOf(db, order);
  const status = effectiveStatus(order, now);
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
      name: pick(item.name, lang),
      imageUrl: image ? seedImageUrl(image) : '',
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
    timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.at })),
    refund: refund ?? null,
    work: workOf ? await workOf(db, order) : null,
    actions: {
      pay: status === 'unpaid' && (!order.expiresAt || order.expiresAt > now),
      cancel: status === 'unpaid',
      delete: DELETABLE.includes(status),
      reschedule: order.orderType === 'install' && RESCHEDULABLE.includes(status),
      refund: order.payStatus === 'paid' && REFUNDABLE.includes(status) && !openRefund,
      confirmReceipt: order.orderType === 'mail' && status === 'pendingReceipt' && order.expressNo !== null,
    },
  };
}

/** The store of one of the customer's orders. */
export async function orderStore(db: Db, userId: number, orderId: number) {
  const order = await ownOrder(db, userId, orderId);
  const storeId = order.storeId ?? order.pickupStoreId;
  const [store] = storeId ? await db.select().from(stores).where(eq(stores.id, storeId)) : [];
  if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
  return toStore(store);
}
