import { and, asc, count, eq, sql } from 'drizzle-orm';
import { workOrderStatuses, type WorkOrderStatus } from '../../../src/shared/contract/staff';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { tallyByStoreAndStatus } from '../../db/tallies';
import { complaints, refunds, stores, users } from '../../db/schema';
import { can, requireAction, storeScope } from '../permissions';

/** Where a mail order's complaints and refunds count: they belong to no store (migration 0023). */
const MAIL_STORE_KEY = 0;

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
  // the open complaints and pending refunds by the store the database writes on each (mail orders'
  // under 0), read from their partial indexes: no order is looked up
  const inScope = (storeKey: typeof complaints.storeKey | typeof refunds.storeKey) =>
    me.role === 'company' ? undefined : eq(storeKey, me.storeId ?? -1);
  const openComplaints = await db
    .select({ storeId: complaints.storeKey, n: count() })
    .from(complaints)
    // written out, not parameters, so that every plan can see it is complaints_open_store_idx's predicate
    .where(and(sql`${complaints.status} in ('pending', 'in_progress')`, inScope(complaints.storeKey)))
    .groupBy(complaints.storeKey);
  const pendingRefunds = await db
    .select({
      storeId: refunds.storeKey,
      n: count(),
      overdue: sql<number>`count(*) filter (where ${refunds.dueAt} < ${now.toISOString()})::int`,
    })
    .from(refunds)
    .where(and(sql`${refunds.status} = 'pendingReview'`, inScope(refunds.storeKey)))
    .groupBy(refunds.storeKey);
  const signups = await db
    .select({ storeId: users.storeId, n: count() })
    .from(users)
    // written out, not a parameter, so that every plan can see it is users_pending_store_idx's predicate
    .where(and(sql`${users.status} = 'pending'`, scope === null ? undefined : eq(users.storeId, scope)))
    .groupBy(users.storeId);
  const mailRefunds = pendingRefunds.find((r) => r.storeId === MAIL_STORE_KEY);
  const mailOrders = can(me, 'reviewMailRefunds')
    ? {
        pendingRefunds: mailRefunds?.n ?? 0,
        overdueRefunds: Number(mailRefunds?.overdue ?? 0),
        openComplaints: openComplaints.find((r) => r.storeId === MAIL_STORE_KEY)?.n ?? 0,
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
