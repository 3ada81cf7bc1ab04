import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, like, or, type SQL } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { OrderStatus } from '../../../src/shared/contract/orders';
import type { PickupMethod, StaffOrder, StaffOrderDetail } from '../../../src/shared/contract/staff';
import type { SessionUser } from '../../auth/session.service';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders, stores } from '../../db/schema';
import { AppError, notFound, refuse } from '../../http/errors';
import { requireRate, withinRate } from '../../http/rate-limit';
import { pick, type Lang } from '../../i18n/language';
import { localize, text } from '../../i18n/text-catalogue';
import { notify } from '../../inbox/notify';
import { recordEvent, transition, type OrderRow } from '../../orders/orders.service';
import { requireStore } from '../permissions';

/*
 * The sales desk's goods orders (issue 13): self-pickup orders handed over at the store's counter
 * against the customer's pickup code, and mail orders packed and shipped centrally. Self-pickup
 * orders belong to their pickup store; mail orders to no store, so every sales desk sees them.
 */

const orderThing = text('thingOrder');
const statusThing = text('wordOrder');

const illegal = (order: OrderRow) =>
  new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: statusThing, state: order.status });

/** Self-pickup orders of the caller's store (the company: every store). */
function pickupScope(me: SessionUser): SQL | undefined {
  return me.role === 'company' ? undefined : eq(orders.pickupStoreId, me.storeId ?? -1);
}

/** Order number or customer name (part of), or phone typed as 012-345 6789, 60123456789 or +60…. */
export function goodsKeyword(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions = [ilike(orders.orderNo, pattern), ilike(orders.customerName, pattern)];
  const digits = keyword.replace(/\D/g, '');
  if (digits.length >= 4) {
    const national = digits.startsWith('0') ? `60${digits.slice(1)}` : digits;
    conditions.push(like(orders.customerPhone, `%${national}%`));
  }
  return or(...conditions);
}

function pageWhere(me: SessionUser, orderType: 'pickup' | 'mail' | undefined, done: boolean): SQL | undefined {
  const pickup = and(
    eq(orders.orderType, 'pickup'),
    pickupScope(me),
    eq(orders.status, done ? 'completed' : 'pendingPickup'),
  );
  const mail = and(
    eq(orders.orderType, 'mail'),
    done
      ? and(inArray(orders.status, ['pendingReceipt', 'completed']), isNotNull(orders.expressNo))
      : and(eq(orders.status, 'pendingReceipt'), isNull(orders.expressNo)),
  );
  if (orderType === 'pickup') return pickup;
  if (orderType === 'mail') return mail;
  return or(pickup, mail);
}

export async function staffOrderViews(db: Db, rows: OrderRow[], lang: Lang): Promise<StaffOrder[]> {
  const ids = rows.map((r) => r.id);
  const items =
    ids.length > 0
      ? await db
          .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id))
      : [];
  return rows.map((o) => {
    const own = items.filter((i) => i.orderId === o.id);
    return {
      id: o.id,
      orderNo: o.orderNo,
      orderType: o.orderType as 'pickup' | 'mail',
      status: o.status as OrderStatus,
      storeId: o.pickupStoreId,
      customerName: o.customerName,
      customerPhone: o.customerPhone,
      itemCount: own.reduce((n, i) => n + i.quantity, 0),
      lineCount: own.length,
      firstItemName: own[0] ? pick(own[0].name, lang) : '',
      expressCompany: o.expressCompany,
      expressNo: o.expressNo,
      packedAt: o.packedAt?.toISOString() ?? null,
      createdAt: o.createdAt.toISOString(),
    };
  });
}

async function oneView(db: Db, id: number, lang: Lang): Promise<StaffOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const [view] = await staffOrderViews(db, row ? [row] : [], lang);
  if (!view) throw new AppError(ResultCode.internal, 'internal');
  return view;
}

export async function staffOrderDetail(db: Db, order: OrderRow, lang: Lang): Promise<StaffOrderDetail> {
  const [summary] = await staffOrderViews(db, [order], lang);
  if (!summary) throw new AppError(ResultCode.internal, 'internal');
  const [items, store, events] = await Promise.all([
    db
      .select({
        name: orderItems.name,
        quantity: orderItems.quantity,
        size: orderItems.size,
        colour: orderItems.colour,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    order.pickupStoreId
      ? db.select({ name: stores.name }).from(stores).where(eq(stores.id, order.pickupStoreId))
      : Promise.resolve([]),
    db
      .select({ status: orderEvents.status, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), inArray(orderEvents.status, ['completed', 'shipped'])))
      .orderBy(desc(orderEvents.id)),
  ]);
  const at = (status: string) => events.find((e) => e.status === status)?.at.toISOString() ?? null;
  return {
    ...summary,
    items: items.map((i) => ({ name: pick(i.name, lang), quantity: i.quantity, size: i.size, colour: i.colour })),
    customerEmail: order.customerEmail,
    storeName: store[0]?.name ?? null,
    mailingAddress: (order.mailingAddress as StaffOrderDetail['mailingAddress']) ?? null,
    actualPaySen: order.actualPaySen,
    paidAt: order.paidAt?.toISOString() ?? null,
    pickupMethod: (order.pickupMethod as PickupMethod | null) ?? null,
    collectorName: order.collectorName,
    collectedAt: order.orderType === 'pickup' ? at('completed') : null,
    shippedAt: at('shipped'),
    cmsOrderNo: order.cmsOrderNo,
    arrivalRemarks: order.arrivalRemarks,
  };
}

export async function goodsOrderPage(
  db: Db,
  me: SessionUser,
  input: { orderType?: 'pickup' | 'mail'; done: boolean; keyword: string; pageNo: number; pageSize: number },
  lang: Lang,
) {
  const { pageNo, pageSize } = input;
  const where = and(pageWhere(me, input.orderType, input.done), goodsKeyword(input.keyword));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { list: await staffOrderViews(db, rows, lang), total: total?.n ?? 0, pageNo, pageSize };
}

/** A goods order the caller may handle: another store's self-pickup order does not exist for them. */
async function goodsOrder(db: Db, me: SessionUser, id: number, lock: boolean): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), inArray(orders.orderType, ['pickup', 'mail'])));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound(orderThing);
  if (order.orderType === 'pickup') requireStore(me, order.pickupStoreId, orderThing);
  return order;
}

/**
 * One order for the desk, by id or by the pickup code a customer shows. A look-up by code is a
 * guess, so each counts against the caller (rateLimits.pickupLookupsPerUser), hit or miss.
 */
export async function findGoodsOrder(
  db: Db,
  me: SessionUser,
  by: { id?: number; pickupCode?: string },
  config: ServerConfig,
  now: Date,
  lang: Lang,
): Promise<StaffOrderDetail> {
  if (by.id !== undefined) return staffOrderDetail(db, await goodsOrder(db, me, by.id, false), lang);
  const rule = config.rateLimits.pickupLookupsPerUser;
  await requireRate(db, `pickupLookup:${me.id}`, rule, now, 'pickupLookupLocked', {
    minutes: rule.windowSeconds / 60,
  });
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderType, 'pickup'),
        eq(orders.status, 'pendingPickup'),
        eq(orders.pickupCode, by.pickupCode ?? ''),
        pickupScope(me),
      ),
    )
    .limit(1);
  if (!order) throw new AppError(ResultCode.notFound, 'pickupCodeNoOrder');
  return staffOrderDetail(db, order, lang);
}

/** Hands a self-pickup order over against its code; a few guesses per order, then a pause (kept). */
export async function pickUpOrder(
  db: Db,
  me: SessionUser,
  input: { orderId: number; pickupCode: string; pickupMethod: PickupMethod; collectorName: string },
  config: ServerConfig,
  now: Date,
  lang: Lang,
) {
  const order = await goodsOrder(db, me, input.orderId, true);
  if (order.orderType !== 'pickup') throw notFound(orderThing);
  if (order.status !== 'pendingPickup') throw illegal(order);
  // six digits are guessed in time without a limit: a few tries per order, then a pause (kept, so counted)
  const rule = config.rateLimits.pickupGuessesPerOrder;
  if (!(await withinRate(db, `pickup:${order.id}`, rule, now))) {
    return refuse(ResultCode.rateLimited, 'pickupCodeLocked', { minutes: rule.windowSeconds / 60 });
  }
  if (order.pickupCode !== input.pickupCode) return refuse(ResultCode.validation, 'pickupCodeWrong');
  const proxy = input.pickupMethod === 'proxy';
  const collectorName = proxy ? input.collectorName : '';
  await transition(
    db,
    order,
    'pickUp',
    { salespersonId: me.id, pickupMethod: input.pickupMethod, collectorName },
    collectorName,
    me.id,
  );
  await notify(db, order.userId, {
    kind: 'order',
    title: localize('inboxCollectedTitle'),
    content: localize(proxy ? 'inboxCollectedByProxyBody' : 'inboxCollectedBody', {
      orderNo: order.orderNo,
      collector: collectorName,
    }),
    refType: 'order',
    refId: order.id,
  });
  return oneView(db, order.id, lang);
}

/** A paid mail order, locked, that has not been shipped yet (a mail order is never a store's). */
async function unshippedMail(db: Db, me: SessionUser, orderId: number) {
  const order = await goodsOrder(db, me, orderId, true);
  if (order.orderType !== 'mail') throw notFound(orderThing);
  if (order.status !== 'pendingReceipt') throw illegal(order);
  return order;
}

/** Records that a mail order is packed; packing it again changes nothing. */
export async function packOrder(db: Db, me: SessionUser, orderId: number, now: Date, lang: Lang) {
  const order = await unshippedMail(db, me, orderId);
  if (order.expressNo !== null) throw illegal(order);
  if (order.packedAt === null) {
    await db.update(orders).set({ packedAt: now, salespersonId: me.id, updatedAt: now }).where(eq(orders.id, order.id));
    await recordEvent(db, order.id, 'packed', '', me.id);
  }
  return oneView(db, order.id, lang);
}

/** Courier and tracking number of a packed mail order; the customer then confirms receipt. */
export async function shipOrder(
  db: Db,
  me: SessionUser,
  input: { orderId: number; expressCompany: string; expressNo: string },
  now: Date,
  lang: Lang,
) {
  const order = await unshippedMail(db, me, input.orderId);
  if (order.packedAt === null) throw new AppError(ResultCode.illegalTransition, 'packFirst');
  const { expressCompany, expressNo } = input;
  await db
    .update(orders)
    .set({ expressCompany, expressNo, salespersonId: me.id, updatedAt: now })
    .where(eq(orders.id, order.id));
  await recordEvent(db, order.id, 'shipped', `${expressCompany} ${expressNo}`, me.id);
  await notify(db, order.userId, {
    kind: 'order',
    title: localize('inboxShippedTitle'),
    content: localize('inboxShippedBody', { orderNo: order.orderNo, courier: expressCompany, trackingNo: expressNo }),
    refType: 'order',
    refId: order.id,
  });
  return oneView(db, order.id, lang);
}

/** The CMS order number and arrival remarks of a paid goods order; a field left out stays. */
export async function noteOrder(
  db: Db,
  me: SessionUser,
  input: { orderId: number; cmsOrderNo?: string; arrivalRemarks?: string },
  now: Date,
  lang: Lang,
) {
  const order = await goodsOrder(db, me, input.orderId, true);
  if (order.status === 'unpaid' || order.paidAt === null) throw illegal(order);
  const changes: Partial<OrderRow> = { updatedAt: now };
  if (input.cmsOrderNo !== undefined) changes.cmsOrderNo = input.cmsOrderNo || null;
  if (input.arrivalRemarks !== undefined) changes.arrivalRemarks = input.arrivalRemarks;
  const [updated] = await db.update(orders).set(changes).where(eq(orders.id, order.id)).returning();
  if (!updated) throw new AppError(ResultCode.internal, 'internal');
  return staffOrderDetail(db, updated, lang);
}
