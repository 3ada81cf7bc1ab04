import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { complaintStatuses } from '../../../src/shared/contract/support';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { complaints, orders, workOrders } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { localize, text } from '../../i18n/text-catalogue';
import { notify } from '../../inbox/notify';
import { toComplaint } from '../../support/complaint-view';
import type { MediaConfig } from '../../uploads/media-url';
import { orderStoreId, requireAction, requireStore } from '../permissions';
import { rework } from '../work-orders/lifecycle';
import { workOrderIdsOf } from '../work-orders/work-orders.queries';
import { canMoveComplaint } from './complaint-state';

/** The staff's follow-up of complaints: the store's list, and moving one on (with a rework). */

/** Complaints as staff read them (the order's customer, plate, store and work order), newest first. */
export async function staffComplaints(
  db: Db,
  media: MediaConfig,
  where: SQL | undefined,
  now: Date,
  paging?: [number, number],
) {
  const query = db
    .select({ complaint: complaints, order: orders })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
  const rows = paging ? await query.limit(paging[1]).offset((paging[0] - 1) * paging[1]) : await query;
  const woIds = await workOrderIdsOf(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ complaint, order }) => ({
    ...toComplaint(media, complaint, order.orderNo, now),
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    plate: order.plate,
    storeId: orderStoreId(order),
    workOrderId: woIds.get(order.id) ?? null,
  }));
}

export async function staffComplaintPage(
  db: Db,
  media: MediaConfig,
  user: SessionUser | null,
  q: { status?: (typeof complaintStatuses)[number] | undefined; pageNo: number; pageSize: number },
  now: Date,
) {
  const me = requireAction(user, 'viewComplaints');
  // the complaint's own copy of its order's store (migration 0023), on its index
  const scope = me.role === 'company' ? undefined : eq(complaints.storeKey, me.storeId ?? -1);
  const where = and(scope, q.status ? eq(complaints.status, q.status) : undefined);
  const [total] = await db.select({ n: count() }).from(complaints).where(where);
  const list = await staffComplaints(db, media, where, now, [q.pageNo, q.pageSize]);
  return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function updateComplaint(
  db: Db,
  media: MediaConfig,
  user: SessionUser | null,
  input: {
    id: number;
    status: 'in_progress' | 'processed';
    processingResult: string;
    rework?: { reason: string; description: string } | undefined;
  },
  now: Date,
) {
  const me = requireAction(user, 'followComplaints');
  const [row] = await db
    .select({ complaint: complaints, order: orders })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.id, input.id))
    .for('update', { of: complaints });
  if (!row) throw notFound(text('thingComplaint'));
  requireStore(me, orderStoreId(row.order), text('thingComplaint'));
  const from = row.complaint.status;
  if (!canMoveComplaint(from, input.status)) {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
      thing: text('wordComplaint'),
      state: from,
    });
  }
  if (input.status === 'processed' && input.processingResult === '')
    throw new AppError(ResultCode.validation, 'processingResultRequired');
  let reworkId: number | null = null;
  if (input.rework) {
    const [wo] = await db.select().from(workOrders).where(eq(workOrders.orderId, row.order.id));
    if (!wo) throw new AppError(ResultCode.validation, 'installOnly');
    reworkId = (await rework(db, me, { id: wo.id, ...input.rework, complaintId: row.complaint.id }, now)).reworkId;
  }
  await db
    .update(complaints)
    .set({
      status: input.status,
      processingResult: input.status === 'processed' ? input.processingResult : row.complaint.processingResult,
      handlerId: me.id,
      updatedAt: now,
    })
    .where(eq(complaints.id, row.complaint.id));
  const params = {
    complaintNo: row.complaint.complaintNo,
    orderNo: row.order.orderNo,
    result: input.processingResult,
  };
  const inProgress = input.status === 'in_progress';
  await notify(db, row.complaint.userId, {
    kind: 'complaint',
    title: localize(inProgress ? 'inboxComplaintInProgressTitle' : 'inboxComplaintProcessedTitle'),
    content: localize(inProgress ? 'inboxComplaintInProgressBody' : 'inboxComplaintProcessedBody', params),
    refType: 'complaint',
    refId: row.complaint.id,
  });
  const [view] = await staffComplaints(db, media, eq(complaints.id, row.complaint.id), now);
  if (!view) throw new AppError(ResultCode.internal, 'internal');
  return { ...view, reworkId };
}
