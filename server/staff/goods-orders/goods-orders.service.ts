import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PickupMethod, StaffOrderDetail } from '../../../src/shared/contract/staff';
import type { SessionUser } from '../../auth/session.service';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError, notFound, refuse } from '../../http/errors';
import { requireRate, withinRate } from '../../http/rate-limit';
import type { Lang } from '../../i18n/language';
import { localize, text } from '../../i18n/text-catalogue';
import { notify } from '../../inbox/notify';
import { recordEvent, transition, type OrderRow } from '../../orders/orders.service';
import { requireStore } from '../permissions';
import { oneView, pickupScope, staffOrderDetail } from './goods-orders.queries';

/*
 * The sales desk's goods orders (docs/product.md#roles): self-pickup orders handed over at the
 * store's counter against the customer's pickup code, and mail orders packed and shipped centrally.
 * Self-pickup orders belong to their pickup store; mail orders to no store, so every sales desk
 * sees them.
 */

const orderThing = text('thingOrder');
const statusThing = text('wordOrder');

const illegal = (order: OrderRow) =>
  new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: statusThing, state: order.status });

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
