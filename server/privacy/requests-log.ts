import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageKey } from '../../src/shared/contract/fields';
import type { DataRequestEntry } from '../../src/shared/contract/office-data-requests';
import type { SessionUser } from '../auth/session.service';
import type { Db } from '../db/client';
import { afterKey, keyTimeOf, nextCursorOf, pageStart } from '../db/page-keys';
import { dataRequests, users } from '../db/schema';
import { requireAction } from '../staff/permissions';

const customer = alias(users, 'customer');
const asker = alias(users, 'asker');

/**
 * The data requests log (docs/product.md#data-requests-log), newest first through
 * data_requests_created_idx, the company only. A customer whose account was deleted is shown by id
 * alone: the row outlives the person's details, as the record that the request was answered.
 */
export async function dataRequestPage(
  db: Db,
  user: SessionUser | null,
  page: { pageNo: number; pageSize: number; after?: PageKey | undefined; kind?: DataRequestEntry['kind'] | undefined },
) {
  requireAction(user, 'officeDataRequestsView');
  const where = page.kind ? eq(dataRequests.kind, page.kind) : undefined;
  const [total] = await db.select({ n: count() }).from(dataRequests).where(where);
  const rows = await db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      status: dataRequests.status,
      customerId: dataRequests.userId,
      customerPhone: customer.phone,
      customerDeletedAt: customer.deletedAt,
      askerId: asker.id,
      askerName: asker.name,
      askerPhone: asker.phone,
      askerRole: asker.role,
      askerDeletedAt: asker.deletedAt,
      createdAt: dataRequests.createdAt,
      finishedAt: dataRequests.finishedAt,
      note: dataRequests.note,
      key: keyTimeOf(dataRequests.createdAt),
    })
    .from(dataRequests)
    .innerJoin(customer, eq(customer.id, dataRequests.userId))
    .leftJoin(asker, eq(asker.id, dataRequests.requestedBy))
    .where(and(where, afterKey(dataRequests.createdAt, dataRequests.id, page.after)))
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
    .limit(page.pageSize)
    .offset(pageStart(page));
  const list: DataRequestEntry[] = rows.map((r) => {
    const self = r.askerId === r.customerId;
    // a deleted person is named by neither phone nor name
    const askerName = r.askerDeletedAt ? '' : r.askerName || r.askerPhone || '';
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      customerId: r.customerId,
      customerPhone: r.customerDeletedAt ? null : r.customerPhone,
      requestedBy:
        r.askerId === null ? null : { id: r.askerId, name: askerName, role: r.askerRole ?? 'customer', self },
      createdAt: r.createdAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      note: r.note,
    };
  });
  return {
    list,
    total: total?.n ?? 0,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    next: nextCursorOf(rows.map((r) => ({ at: r.key, id: r.id }))),
  };
}
