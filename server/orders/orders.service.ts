import { and, eq, isNull, lte } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { OrderStatus } from '../../src/shared/contract/orders';
import type { Db } from '../db/client';
import { giveUnits, stockPlaceOf, unitsOf } from '../catalog/store-stock';
import { orderEvents, orderItems, orders, stores, userCoupons, users } from '../db/schema';
import { formatAppointment } from '../../src/shared/lib/format';
import { AppError, notFound } from '../http/errors';
import { localize, text } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import { scheduleAppointmentReminders } from '../notifications/scheduler';
import { DELETABLE, nextStatus, RESCHEDULABLE, type OrderEvent } from './order-state';
import { checkBooking } from './slots';

const statusThing = text('wordOrder');
const illegal = (order: OrderRow) =>
  new AppError(ResultCode.illegalTransition, 'illegalTransition', { thing: statusThing, state: order.status });

export type OrderRow = typeof orders.$inferSelect;

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
  if (!to) throw illegal(order);
  // conditional on the status we read, so a concurrent change makes this one fail instead of both applying
  const moved = await db
    .update(orders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw illegal(order);
  await recordEvent(db, order.id, to, note, actorId);
  return to;
}

/**
 * Serialises a customer's order-placing calls (a row lock on their user row), so limits counted per
 * customer hold against parallel requests.
 */
export async function lockCustomer(db: Db, userId: number) {
  const [me] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).for('update');
  // an account deleted while this call waited for the lock has no session any more
  // (docs/product.md#personal-data-deletion)
  if (me?.status === 'deleted') throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
}

/** Gives back stock and coupon of an order that will not be paid. */
export async function releaseOrder(db: Db, order: OrderRow) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const units = unitsOf(
    items.flatMap((i) => (i.productId === null ? [] : [{ productId: i.productId, quantity: i.quantity }])),
  );
  await giveUnits(db, stockPlaceOf(order), units);
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
    title: localize('inboxOrderClosedTitle'),
    content: localize('inboxOrderClosedBody', { orderNo: order.orderNo }),
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
  if (!order) throw notFound(text('thingOrder'));
  return order;
}

/** The customer cancels an unpaid order; its stock and coupon are given back. */
export async function cancelOrder(db: Db, userId: number, id: number, reason: string) {
  const order = await ownOrder(db, userId, id, true);
  const status = await transition(
    db,
    order,
    'cancel',
    { cancelReason: reason, payStatus: 'cancelled' },
    reason,
    userId,
  );
  await releaseOrder(db, order);
  return { id, status };
}

/** The customer removes a closed order from their list. */
export async function deleteOrder(db: Db, userId: number, id: number, now: Date) {
  const order = await ownOrder(db, userId, id, true);
  // an order the sweep has not closed yet is closed now, then deleted like any cancelled one
  if (effectiveStatus(order, now) !== order.status) await expireOrder(db, order);
  if (!DELETABLE.includes(effectiveStatus(order, now))) {
    throw illegal(order);
  }
  await db.update(orders).set({ deletedAt: now }).where(eq(orders.id, id));
  return { id };
}

/** The customer moves an installation to another free slot of the same workshop. */
export async function rescheduleOrder(
  db: Db,
  userId: number,
  { id, appointmentDate, appointmentSlot }: { id: number; appointmentDate: string; appointmentSlot: string },
  now: Date,
) {
  const order = await ownOrder(db, userId, id, true);
  if (order.orderType !== 'install' || !RESCHEDULABLE.includes(order.status as OrderStatus) || !order.storeId) {
    throw illegal(order);
  }
  const [store] = await db.select().from(stores).where(eq(stores.id, order.storeId)).for('no key update');
  if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
  const refusal = await checkBooking(db, store, appointmentDate, appointmentSlot, now, order.id);
  if (refusal) throw new AppError(refusal === 'slotFull' ? ResultCode.conflict : ResultCode.validation, refusal);
  await db.update(orders).set({ appointmentDate, appointmentSlot, updatedAt: now }).where(eq(orders.id, id));
  await recordEvent(db, id, 'rescheduled', `${appointmentDate} ${appointmentSlot}`, userId);
  await scheduleAppointmentReminders(db, { id, userId: order.userId, appointmentDate, appointmentSlot }, now);
  await notify(db, order.userId, {
    kind: 'order',
    title: localize('inboxRescheduledTitle'),
    content: localize('inboxRescheduledBody', {
      orderNo: order.orderNo,
      when: (lang) => formatAppointment(appointmentDate, appointmentSlot, lang),
    }),
    refType: 'order',
    refId: id,
  });
  return { id, appointmentDate, appointmentSlot };
}

/** The customer confirms a mailed order arrived. */
export async function confirmReceipt(db: Db, userId: number, id: number) {
  const order = await ownOrder(db, userId, id, true);
  return { id, status: await transition(db, order, 'confirmReceipt', {}, '', userId) };
}
