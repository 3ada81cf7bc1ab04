import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../src/shared/contract/orders';
import type { DeletionOrder } from '../../src/shared/contract/privacy';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';

/** Paid and not yet finished: booked, in the workshop, waiting to be collected, picked up or received. */
export const IN_SERVICE: readonly OrderStatus[] = [
  'upcoming',
  'toBeInstalled',
  'inService',
  'pendingCollection',
  'pendingPickup',
  'pendingReceipt',
];
/** A refund still being decided or paid out. */
const REFUND_PENDING = sql`('pendingReview', 'reviewed', 'processing')`;

interface OpenOrderRow {
  id: number;
  orderNo: string;
  status: OrderStatus;
  refundPending: boolean;
  expired: boolean;
}

/**
 * The person's orders that deleting the account must look at: unpaid ones, ones in service and any
 * with a refund pending. `lock` takes their row locks (after the user row's: docs/architecture.md#counted).
 */
export async function openOrders(db: Db, userId: number, now: Date, lock = false) {
  const rows = await rowsOf<OpenOrderRow>(
    db,
    sql`
    select o.id, o.order_no as "orderNo", o.status,
      (o.pay_status = 'refunding' or exists (
        select 1 from refunds r where r.order_id = o.id
          and r.status in ${REFUND_PENDING})) as "refundPending",
      (o.expires_at is not null and o.expires_at <= ${now.toISOString()}::timestamptz) as "expired"
    from orders o
    where o.user_id = ${userId} and o.deleted_at is null
      and (o.status not in ('completed', 'cancelled', 'refunded') or o.pay_status = 'refunding'
        or exists (select 1 from refunds r where r.order_id = o.id and r.status in ${REFUND_PENDING}))
    order by o.id
    ${lock ? sql`for update of o` : sql``}`,
  );
  const blocking: DeletionOrder[] = [];
  const cancelled: DeletionOrder[] = [];
  for (const row of rows) {
    const base = { id: row.id, orderNo: row.orderNo, status: row.status };
    if (row.refundPending) blocking.push({ ...base, reason: 'refundPending' });
    else if (IN_SERVICE.includes(row.status)) blocking.push({ ...base, reason: 'inService' });
    // an unpaid order past its payment time is shown as cancelled already (orders.service effectiveStatus)
    else if (row.status === 'unpaid' && !row.expired) cancelled.push({ ...base, reason: 'unpaid' });
  }
  const unpaid = rows.filter((r) => r.status === 'unpaid' && !r.refundPending);
  return { blocking, cancelled, unpaid };
}
