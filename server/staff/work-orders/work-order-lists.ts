import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { workOrderPage } from '../../../src/shared/contract/staff';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { workOrders } from '../../db/schema';
import { pick, type Lang } from '../../i18n/language';
import { text } from '../../i18n/text-catalogue';
import type { MediaConfig } from '../../uploads/media-url';
import { mediaUrls } from '../../uploads/uploads.service';
import { requireAction, requireStore } from '../permissions';
import { tabCounts, tabTotal } from './work-order-counts';
import { keywordCondition, scopeCondition, tabCondition, workOrderSummaries } from './work-order-view';
import { workOrderPageRows, type signoffsOf } from './work-orders.queries';

/** The desk's lists of work orders: counts per tab and one tab's page, in the caller's stores. */

export async function workOrderTabs(db: Db, user: SessionUser | null, storeId: number | undefined) {
  const me = requireAction(user, 'viewWork');
  if (storeId !== undefined) requireStore(me, storeId, text('thingStore'));
  return tabCounts(db, me, storeId);
}

export async function workOrderList(
  db: Db,
  user: SessionUser | null,
  q: z.output<(typeof workOrderPage)['payload']>,
  lang: Lang,
) {
  const me = requireAction(user, 'viewWork');
  if (q.storeId !== undefined) requireStore(me, q.storeId, text('thingStore'));
  const where = and(scopeCondition(me, q.storeId), tabCondition(q.tab), keywordCondition(q.keyword));
  // mine: as technician, or as salesperson of work someone else fixes; two disjoint parts
  const parts = q.mine
    ? [
        and(where, eq(workOrders.technicianId, me.id)),
        and(where, eq(workOrders.salesId, me.id), sql`${workOrders.technicianId} is distinct from ${me.id}`),
      ]
    : [where];
  // a tab with no other filter has its total kept by the database; a search or "mine" is counted
  const kept = q.mine || q.keyword || q.tab === 'complaintSubmitted' ? null : tabTotal(db, me, q.storeId, q.tab);
  const { rows, total, next } = await workOrderPageRows(db, parts, q, kept, Boolean(q.keyword));
  return { list: await workOrderSummaries(db, rows, lang), total, pageNo: q.pageNo, pageSize: q.pageSize, next };
}

/** The sign-off list as the signing screen shows it after each signature. */
export const signoffView = (media: MediaConfig, rows: Awaited<ReturnType<typeof signoffsOf>>, lang: Lang, now: Date) =>
  rows.map(({ signoff, item }) => ({
    id: signoff.id,
    orderItemId: item.id,
    productName: pick(item.name, lang),
    quantity: item.quantity,
    status: signoff.status,
    signerName: signoff.signerName,
    signature: signoff.signatureImage
      ? { id: signoff.signatureImage, url: mediaUrls(media, [signoff.signatureImage], now)[0] ?? '' }
      : null,
    signedAt: signoff.signedAt?.toISOString() ?? null,
  }));
