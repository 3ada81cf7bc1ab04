import { and, count, eq } from 'drizzle-orm';
import { workOrderTabs, type WorkOrderTab } from '../../../src/shared/contract/staff/work-orders';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { workOrders } from '../../db/schema';
import { tallyByStatus, tallyTotal } from '../../db/tallies';
import { hasOpenComplaint, othersToAccept, scopeCondition } from './work-order-view';
import { TAB_STATUSES } from './work-order-state';

/*
 * How many work orders each tab holds, without counting them: the per-store, per-status totals the
 * database keeps (server/db/tallies.ts), less what a technician does not see (another technician's
 * work to accept: a handful, by index). Only the complaints tab is counted, from the open complaints.
 */

/** The store a list is read in (undefined: every store, the company's view). */
const storeOf = (me: SessionUser, storeId: number | undefined) =>
  me.role === 'company' ? storeId : (me.storeId ?? -1);

/** Work another technician is to accept, in the technician's store: hidden from them. */
async function hiddenFrom(db: Db, me: SessionUser, storeId: number | undefined): Promise<number> {
  if (me.role !== 'technician') return 0;
  const [row] = await db
    .select({ n: count() })
    .from(workOrders)
    .where(and(eq(workOrders.storeId, storeOf(me, storeId) ?? -1), othersToAccept(me.id)));
  return row?.n ?? 0;
}

/** Each tab's total in the caller's view. */
export async function tabCounts(db: Db, me: SessionUser, storeId: number | undefined) {
  const [byStatus, hidden, [complaintRow]] = await Promise.all([
    tallyByStatus(db, 'work_orders', storeOf(me, storeId)),
    hiddenFrom(db, me, storeId),
    db
      .select({ n: count() })
      .from(workOrders)
      .where(and(scopeCondition(me, storeId), hasOpenComplaint)),
  ]);
  byStatus.set('pendingAcceptance', (byStatus.get('pendingAcceptance') ?? 0) - hidden);
  return workOrderTabs.map((tab) => ({
    tab,
    count:
      tab === 'all'
        ? [...byStatus.values()].reduce((n, v) => n + v, 0)
        : tab === 'complaintSubmitted'
          ? (complaintRow?.n ?? 0)
          : TAB_STATUSES[tab].reduce((n, s) => n + (byStatus.get(s) ?? 0), 0),
  }));
}

/** The total of a status tab (or all) with no other filter, as tabCounts gives it. */
export async function tabTotal(
  db: Db,
  me: SessionUser,
  storeId: number | undefined,
  tab: Exclude<WorkOrderTab, 'complaintSubmitted'>,
): Promise<number> {
  const statuses = tab === 'all' ? undefined : TAB_STATUSES[tab];
  const seesHidden = statuses === undefined || statuses.some((s) => s === 'pendingAcceptance');
  const [total, hidden] = await Promise.all([
    tallyTotal(db, 'work_orders', storeOf(me, storeId), statuses),
    seesHidden ? hiddenFrom(db, me, storeId) : 0,
  ]);
  return total - hidden;
}
