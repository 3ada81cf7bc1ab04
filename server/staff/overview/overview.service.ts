import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { workOrderStatuses, type WorkOrderStatus } from '../../../src/shared/contract/staff';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { complaints, orders, refunds, stores, users, workOrders } from '../../db/schema';
import { OPEN_COMPLAINT_STATUSES } from '../complaints/complaint-state';
import { can, orderScope, requireAction, storeScope } from '../permissions';

/** The manager desk's counters: work by state, open complaints, pending refunds and sign-ups per store. */
export async function storeOverview(db: Db, user: SessionUser | null, now: Date) {
  const me = requireAction(user, 'overview');
  const scope = storeScope(me);
  const storeRows = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(scope === null ? undefined : eq(stores.id, scope))
    .orderBy(asc(stores.name));
  const byStatus = await db
    .select({ storeId: workOrders.storeId, status: workOrders.status, n: count() })
    .from(workOrders)
    .where(scope === null ? undefined : eq(workOrders.storeId, scope))
    .groupBy(workOrders.storeId, workOrders.status);
  const storeOf = sql<number>`coalesce(${orders.storeId}, ${orders.pickupStoreId})`;
  const openComplaints = await db
    .select({ storeId: storeOf, n: count() })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(and(inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]), orderScope(me)))
    .groupBy(storeOf);
  const pendingRefunds = await db
    .select({
      storeId: storeOf,
      n: count(),
      overdue: sql<number>`count(*) filter (where ${refunds.dueAt} < ${now.toISOString()})::int`,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'pendingReview'), orderScope(me)))
    .groupBy(storeOf);
  const signups = await db
    .select({ storeId: users.storeId, n: count() })
    .from(users)
    .where(and(eq(users.status, 'pending'), scope === null ? undefined : eq(users.storeId, scope)))
    .groupBy(users.storeId);
  const mailRefunds = pendingRefunds.find((r) => r.storeId === null);
  const mailOrders = can(me, 'reviewMailRefunds')
    ? {
        pendingRefunds: mailRefunds?.n ?? 0,
        overdueRefunds: Number(mailRefunds?.overdue ?? 0),
        openComplaints: openComplaints.find((r) => r.storeId === null)?.n ?? 0,
      }
    : null;
  const perStore = storeRows.map((store) => ({
    storeId: store.id,
    storeName: store.name,
    counts: Object.fromEntries(
      workOrderStatuses.map((status) => [
        status,
        byStatus.find((r) => r.storeId === store.id && r.status === status)?.n ?? 0,
      ]),
    ) as Record<WorkOrderStatus, number>,
    openComplaints: openComplaints.find((r) => Number(r.storeId) === store.id)?.n ?? 0,
    pendingRefunds: pendingRefunds.find((r) => Number(r.storeId) === store.id)?.n ?? 0,
    overdueRefunds: Number(pendingRefunds.find((r) => Number(r.storeId) === store.id)?.overdue ?? 0),
    pendingSignups: signups.find((r) => r.storeId === store.id)?.n ?? 0,
  }));
  return { stores: perStore, mailOrders };
}
