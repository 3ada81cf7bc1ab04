import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { workOrderStatuses, type WorkOrderStatus } from '../../../src/shared/contract/staff';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { tallyByStoreAndStatus } from '../../db/tallies';
import { complaints, orders, refunds, stores, users } from '../../db/schema';
import { OPEN_COMPLAINT_STATUSES } from '../complaints/complaint-state';
import { can, requireAction, storeScope } from '../permissions';

/** The manager desk's counters: work by state, open complaints, pending refunds and sign-ups per store. */
export async function storeOverview(db: Db, user: SessionUser | null, now: Date) {
  const me = requireAction(user, 'overview');
  const scope = storeScope(me);
  const storeRows = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(scope === null ? undefined : eq(stores.id, scope))
    .orderBy(asc(stores.name));
  // kept by the database per store and status (server/db/tallies.ts): no work order is counted here
  const byStatus = await tallyByStoreAndStatus(db, 'work_orders', scope);
  // the open complaints and pending refunds are few: each finds its order's store by key, so no
  // plan walks the orders to join them
  const storeOfOrder = (orderId: typeof complaints.orderId | typeof refunds.orderId) =>
    sql<
      number | null
    >`(select coalesce(${orders.storeId}, ${orders.pickupStoreId}) from ${orders} where ${orders.id} = ${orderId})`;
  const inScope = (store: SQL) => (me.role === 'company' ? undefined : sql`${store} = ${me.storeId ?? -1}`);
  const complaintStore = storeOfOrder(complaints.orderId);
  const openComplaints = await db
    .select({ storeId: complaintStore, n: count() })
    .from(complaints)
    .where(and(inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]), inScope(complaintStore)))
    .groupBy(sql`1`);
  const refundStore = storeOfOrder(refunds.orderId);
  const pendingRefunds = await db
    .select({
      storeId: refundStore,
      n: count(),
      overdue: sql<number>`count(*) filter (where ${refunds.dueAt} < ${now.toISOString()})::int`,
    })
    .from(refunds)
    .where(and(eq(refunds.status, 'pendingReview'), inScope(refundStore)))
    .groupBy(sql`1`);
  const signups = await db
    .select({ storeId: users.storeId, n: count() })
    .from(users)
    // written out, not a parameter, so that every plan can see it is users_pending_store_idx's predicate
    .where(and(sql`${users.status} = 'pending'`, scope === null ? undefined : eq(users.storeId, scope)))
    .groupBy(users.storeId);
  const mailRefunds = pendingRefunds.find((r) => r.storeId === null);
  const mailOrders = can(me, 'reviewMailRefunds')
    ? {
        pendingRefunds: mailRefunds?.n ?? 0,
        overdueRefunds: Number(mailRefunds?.overdue ?? 0),
        openComplaints: openComplaints.find((r) => r.storeId === null)?.n ?? 0,
      }
    : null;
  // by key, not by search: a chain's 300 stores times eight statuses would search 2,400 rows each
  const workCount = new Map(byStatus.map((r) => [`${r.storeId}|${r.status}`, r.n]));
  const complaintsOf = new Map(openComplaints.map((r) => [Number(r.storeId), r.n]));
  const refundsOf = new Map(pendingRefunds.map((r) => [Number(r.storeId), r]));
  const signupsOf = new Map(signups.map((r) => [r.storeId, r.n]));
  const perStore = storeRows.map((store) => ({
    storeId: store.id,
    storeName: store.name,
    counts: Object.fromEntries(
      workOrderStatuses.map((status) => [status, workCount.get(`${store.id}|${status}`) ?? 0]),
    ) as Record<WorkOrderStatus, number>,
    openComplaints: complaintsOf.get(store.id) ?? 0,
    pendingRefunds: refundsOf.get(store.id)?.n ?? 0,
    overdueRefunds: Number(refundsOf.get(store.id)?.overdue ?? 0),
    pendingSignups: signupsOf.get(store.id) ?? 0,
  }));
  return { stores: perStore, mailOrders };
}
