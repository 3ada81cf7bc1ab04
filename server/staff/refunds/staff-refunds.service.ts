import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { OrderStatus, OrderType, RefundStatus } from '../../../src/shared/contract/orders';
import type { SessionUser } from '../../auth/session.service';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { orders, refunds, stores } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { lockRefund, reviewRefund, toRefund } from '../../refunds/refund.service';
import { orderStoreId, requireAction, requireStore } from '../permissions';

/** The staff's review of refund requests: the store's list (the company: mail orders too) and a decision. */

export async function staffRefunds(db: Db, where: SQL | undefined, now: Date, paging?: [number, number]) {
  const query = db
    .select({ refund: refunds, order: orders, storeName: stores.name })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(stores, sql`${stores.id} = coalesce(${orders.storeId}, ${orders.pickupStoreId})`)
    .where(where)
    .orderBy(sql`(${refunds.status} = 'pendingReview') desc`, asc(refunds.dueAt), desc(refunds.id));
  const rows = paging ? await query.limit(paging[1]).offset((paging[0] - 1) * paging[1]) : await query;
  return rows.map(({ refund, order, storeName }) => ({
    ...toRefund(refund, order.actualPaySen),
    orderNo: order.orderNo,
    orderType: order.orderType as OrderType,
    orderStatus: order.status as OrderStatus,
    storeId: orderStoreId(order),
    storeName,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    overdue: refund.status === 'pendingReview' && refund.dueAt < now,
  }));
}

export async function staffRefundPage(
  db: Db,
  user: SessionUser | null,
  q: { status?: RefundStatus | undefined; pageNo: number; pageSize: number },
  now: Date,
) {
  const me = requireAction(user, 'reviewRefunds');
  // the refund's own copy of its order's store (migration 0023), on its index
  const scope = me.role === 'company' ? undefined : eq(refunds.storeKey, me.storeId ?? -1);
  const where = and(scope, q.status ? eq(refunds.status, q.status) : undefined);
  const [total] = await db.select({ n: count() }).from(refunds).where(where);
  const list = await staffRefunds(db, where, now, [q.pageNo, q.pageSize]);
  return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
}

/**
 * Approves or rejects a refund request, from the manager desk or the back office. `onProcessing`
 * runs when the money is to go back: the caller sends it once this decision has committed, never
 * from inside it. A decision is recorded in the audit log in its own transaction; a repeated one
 * changes nothing and is not recorded.
 */
export async function reviewStaffRefund(
  db: Db,
  user: SessionUser | null,
  input: { id: number; approve: boolean; note: string },
  now: Date,
  onProcessing: () => void,
) {
  const me = requireAction(user, 'reviewRefunds');
  const [row] = await db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, input.id));
  if (!row) throw notFound(text('thingRefund'));
  // mail orders belong to no store: their refunds are the company's (work-order-flow.ts PERMISSIONS)
  if (orderStoreId(row.order) === null) requireAction(me, 'reviewMailRefunds');
  else requireStore(me, orderStoreId(row.order), text('thingRefund'));
  if ((row.refund.status as RefundStatus) === 'pendingReview' && !input.approve && input.note === '')
    throw new AppError(ResultCode.validation, 'rejectReasonRequired');
  // the state before, read under the decision's own locks (the order every writer takes them in): of
  // two people pressing at once, the second sees the first's decision
  const before = (await lockRefund(db, input.id)).row.status as RefundStatus;
  const status = await reviewRefund(db, input.id, { approve: input.approve, note: input.note, reviewerId: me.id }, now);
  if (status === 'processing') onProcessing();
  const [view] = await staffRefunds(db, eq(refunds.id, input.id), now);
  if (!view) throw new AppError(ResultCode.internal, 'internal');
  if (before !== status) {
    await recordAudit(db, me, {
      action: input.approve ? 'refundApprove' : 'refundReject',
      subject: view.orderNo,
      storeId: view.storeId,
      changes: [
        { field: 'status', before, after: status },
        ...(input.approve ? [{ field: 'amountSen', before: '', after: String(view.amountSen) }] : []),
        ...(input.note ? [{ field: 'note', before: '', after: input.note.slice(0, 160) }] : []),
      ],
    });
  }
  return view;
}
