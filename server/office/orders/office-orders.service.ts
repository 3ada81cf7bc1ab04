import { and, count, desc, eq, gte, ilike, like, lt, sql, type SQL } from 'drizzle-orm';
import { normaliseMalaysianMobile } from '../../../src/shared/lib/phone';
import type { OfficeOrderFilter, OfficeOrderRow } from '../../../src/shared/contract/office-orders';
import type { OrderType, PayStatus, RefundStatus } from '../../../src/shared/contract/orders';
import type { PageKey, Role } from '../../../src/shared/contract/fields';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { afterKey, keyTimeOf, nextCursorOf, pageStart } from '../../db/page-keys';
import { tallyTotal } from '../../db/tallies';
import { complaints, orders, refunds, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../i18n/language';
import { text } from '../../i18n/text-catalogue';
import { effectiveStatusSql, orderDetailOf, orderTimeline, type WorkOfOrder } from '../../orders/order-views';
import { effectiveStatus } from '../../orders/orders.service';
import { escapeLike, plateContains } from '../../orders/plate-search';
import { refundOfOrder } from '../../refunds/refund.service';
import type { MediaConfig } from '../../uploads/media-url';
import { can, orderScope, orderStoreId, requireAction, requireStore } from '../../staff/permissions';
import { staffComplaints } from '../../staff/complaints/complaints.service';
import { staffRefunds } from '../../staff/refunds/staff-refunds.service';

/*
 * The back office's orders (docs/decisions/018-back-office.md): a search over every order the
 * caller's store serves (the company: all, mail orders too), the detail as the customer sees it
 * plus who moved it when, and the refund requests. Customers' deleted orders stay visible here: the
 * business still owns them.
 */

/** The start of a Malaysian day (UTC+8) as an instant. */
const malaysiaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(malaysiaDayStart(day).getTime() + 86_400_000);

/**
 * Order numbers containing the typed text. Numbers are `RD` and digits (server/orders/order-numbers.ts),
 * so a text starting with RD can only be their beginning: a range of the unique index answers it,
 * where the trigram index would read every order (each number shares `RD2026…`'s trigrams).
 */
function orderNoCondition(typed: string): SQL | undefined {
  const contains = ilike(orders.orderNo, `%${escapeLike(typed)}%`);
  const prefix = typed.trim().toUpperCase();
  const digits = /^RD(\d+)$/.exec(prefix)?.[1];
  if (!digits) return contains;
  const next = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  // 99…9: no number of this length follows it, so the range stays open above
  const below = next.length > digits.length ? undefined : lt(orders.orderNo, `RD${next}`);
  return and(gte(orders.orderNo, prefix), below, contains);
}

/** The search's conditions, the caller's store scope included. */
export function orderFilterWhere(me: SessionUser, filter: OfficeOrderFilter, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [orderScope(me)];
  if (filter.orderNo) conditions.push(orderNoCondition(filter.orderNo));
  if (filter.plate) conditions.push(plateContains(filter.plate));
  if (filter.phone) {
    const digits = filter.phone.replace(/\D/g, '');
    const national = digits.startsWith('0') ? `60${digits.slice(1)}` : digits;
    // a whole mobile number is one customer's, as they log in with it: read by equality from its
    // btree, where the trigram index would read every number sharing the trigrams of "+601…"
    const whole = normaliseMalaysianMobile(filter.phone);
    conditions.push(whole ? eq(orders.customerPhone, whole) : like(orders.customerPhone, `%${national}%`));
  }
  if (filter.storeId) conditions.push(sql`coalesce(${orders.storeId}, ${orders.pickupStoreId}) = ${filter.storeId}`);
  if (filter.status) conditions.push(sql`${effectiveStatusSql(now)} = ${filter.status}`);
  if (filter.from) conditions.push(sql`${orders.createdAt} >= ${malaysiaDayStart(filter.from).toISOString()}`);
  if (filter.to) conditions.push(sql`${orders.createdAt} < ${nextDay(filter.to).toISOString()}`);
  return and(...conditions);
}

const latestRefundStatus = sql<
  string | null
>`(select ${refunds.status} from ${refunds} where ${refunds.orderId} = ${orders.id} order by ${refunds.id} desc limit 1)`;

/** Rows after this key, newest first (the list's order, through orders_created_idx or orders_served_by_idx). */
export const orderAfter = (key: PageKey | undefined) => afterKey(orders.createdAt, orders.id, key);

/**
 * Rows of the search, newest first: `limit` rows after `offset` (the page and the CSV share it),
 * each with its key (page-keys.ts).
 */
export async function orderRows(db: Db, where: SQL | undefined, now: Date, limit: number, offset: number) {
  const rows = await db
    .select({
      order: orders,
      storeName: stores.name,
      refundStatus: latestRefundStatus,
      at: keyTimeOf(orders.createdAt),
    })
    .from(orders)
    .leftJoin(stores, sql`${stores.id} = coalesce(${orders.storeId}, ${orders.pickupStoreId})`)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ order, storeName, refundStatus, at }) => {
    const status = effectiveStatus(order, now);
    const row: OfficeOrderRow = {
      id: order.id,
      orderNo: order.orderNo,
      orderType: order.orderType as OrderType,
      status,
      payStatus: (status === order.status ? order.payStatus : 'cancelled') as PayStatus,
      createdAt: order.createdAt.toISOString(),
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      plate: order.plate,
      storeName,
      actualPaySen: order.actualPaySen,
      refundStatus: refundStatus as RefundStatus | null,
    };
    return { row, order, key: { at, id: order.id } };
  });
}

/**
 * How many orders a search finds. Every order of a store (or of all) is a total the database keeps
 * (server/db/tallies.ts): the list a desk opens on never counts a million rows. A search by number,
 * plate, phone, state or dates is counted through its indexes.
 */
async function orderTotal(db: Db, me: SessionUser, filter: OfficeOrderFilter, where: SQL | undefined) {
  const searched = filter.orderNo || filter.plate || filter.phone || filter.status || filter.from || filter.to;
  if (!searched) {
    // a store's manager sees their store whatever was asked (orderScope); mail orders count under 0
    const storeId = me.role === 'company' ? filter.storeId : (me.storeId ?? -1);
    return tallyTotal(db, 'orders', storeId);
  }
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return row?.n ?? 0;
}

export async function officeOrderPage(
  db: Db,
  user: SessionUser | null,
  q: { pageNo: number; pageSize: number; after?: PageKey | undefined; filter: OfficeOrderFilter },
  now: Date,
) {
  const me = requireAction(user, 'officeOrdersView');
  const where = orderFilterWhere(me, q.filter, now);
  const [rows, total] = await Promise.all([
    orderRows(db, and(where, orderAfter(q.after)), now, q.pageSize, pageStart(q)),
    orderTotal(db, me, q.filter, where),
  ]);
  const next = nextCursorOf(rows.map((r) => r.key));
  return { list: rows.map((r) => r.row), total, pageNo: q.pageNo, pageSize: q.pageSize, next };
}

/**
 * One order of the caller's store (another store's reads as not found), with its work record as its
 * customer sees it (`workOf`, passed in by the route as the customer's order detail has it).
 */
export async function officeOrderFind(
  db: Db,
  user: SessionUser | null,
  id: number,
  lang: Lang,
  now: Date,
  media: MediaConfig,
  workOf?: WorkOfOrder,
) {
  const me = requireAction(user, 'officeOrdersView');
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound(text('thingOrder'));
  // mail orders belong to no store: the company's
  if (orderStoreId(order) === null && me.role !== 'company') throw notFound(text('thingOrder'));
  requireStore(me, orderStoreId(order), text('thingOrder'));
  const [detail, timeline, orderRefunds, orderComplaints] = await Promise.all([
    orderDetailOf(db, order, lang, now, refundOfOrder, workOf),
    orderTimeline(db, order.id),
    staffRefunds(db, eq(refunds.orderId, order.id), now),
    staffComplaints(db, media, eq(complaints.orderId, order.id), now),
  ]);
  const pending = orderRefunds.some((r) => r.status === 'pendingReview' || r.status === 'reviewed');
  const mayReview = can(me, 'officeRefundReview') && (orderStoreId(order) !== null || can(me, 'reviewMailRefunds'));
  return {
    order: detail,
    timeline: timeline.map((e) => ({ ...e, actorRole: e.actorRole as Role | null })),
    refunds: orderRefunds.sort((a, b) => b.id - a.id),
    complaints: orderComplaints,
    canReview: pending && mayReview,
  };
}
