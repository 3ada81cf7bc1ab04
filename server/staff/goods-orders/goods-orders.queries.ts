import { and, asc, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { OrderStatus } from '../../../src/shared/contract/orders';
import type { PickupMethod, StaffOrder, StaffOrderDetail } from '../../../src/shared/contract/staff';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders, stores } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pick, type Lang } from '../../i18n/language';
import type { OrderRow } from '../../orders/orders.service';
import { escapeLike, plateContains } from '../../orders/plate-search';

/*
 * The goods desk's lists and views (docs/product.md#roles; its actions: goods-orders.service.ts).
 * Self-pickup orders belong to their pickup store; mail orders to no store, so every sales desk
 * sees them.
 */

/** Self-pickup orders of the caller's store (the company: every store). */
export function pickupScope(me: SessionUser): SQL | undefined {
  return me.role === 'company' ? undefined : eq(orders.pickupStoreId, me.storeId ?? -1);
}

/**
 * Order number, plate (spaces and case ignored) or customer name (part of), or phone typed as
 * 012-345 6789, 60123456789 or +60….
 */
export function goodsKeyword(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  const conditions = [ilike(orders.orderNo, pattern), plateContains(keyword), ilike(orders.customerName, pattern)];
  const digits = keyword.replace(/\D/g, '');
  if (digits.length >= 4) {
    const national = digits.startsWith('0') ? `60${digits.slice(1)}` : digits;
    conditions.push(like(orders.customerPhone, `%${national}%`));
  }
  return or(...conditions);
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

export async function oneView(db: Db, id: number, lang: Lang): Promise<StaffOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const [view] = await staffOrderViews(db, row ? [row] : [], lang);
  if (!view) throw new AppError(ResultCode.internal, 'internal');
  return view;
}

export async function staffOrderDetail(db: Db, order: OrderRow, lang: Lang): Promise<StaffOrderDetail> {
  const [summary] = await staffOrderViews(db, [order], lang);
  if (!summary) throw new AppError(ResultCode.internal, 'internal');
  // one after the other: a staff step reads the detail inside its transaction, one connection
  const items = await db
    .select({
      name: orderItems.name,
      quantity: orderItems.quantity,
      size: orderItems.size,
      colour: orderItems.colour,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const store = order.pickupStoreId
    ? await db.select({ name: stores.name }).from(stores).where(eq(stores.id, order.pickupStoreId))
    : [];
  const events = await db
    .select({ status: orderEvents.status, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), inArray(orderEvents.status, ['completed', 'shipped'])))
    .orderBy(desc(orderEvents.id));
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
