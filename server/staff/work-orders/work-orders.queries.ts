import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PageKey } from '../../../src/shared/contract/fields';
import type { WorkOrderFacts } from '../../../src/shared/contract/work-order-flow';
import type { Db } from '../../db/client';
import { afterKey, byKeyDescending, keyTimeOf, nextCursorOf, pageStart } from '../../db/page-keys';
import { runPrepared } from '../../db/prepared';
import { orderItems, orders, products, users, vehicleHandovers, workOrders, workOrderSignoffs } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { OrderRow } from '../../orders/orders.service';

/** The work order's queries: rows read and stored by its life cycle, its steps and its views. */
export type WorkOrderRow = typeof workOrders.$inferSelect;
export type HandoverRow = typeof vehicleHandovers.$inferSelect;

/** The order a work order serves, locked for the step that changes it. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError(ResultCode.internal, 'internal');
  return order;
}

export const nameOf = async (db: Db, userId: number) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? '';

/** An active member of the work order's store in the given role, or null. */
export async function activeStaffOf(db: Db, userId: number, role: 'technician' | 'sales', storeId: number) {
  const [person] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, role), eq(users.status, 'active'), eq(users.storeId, storeId)));
  return person ?? null;
}

export async function handoverRow(db: Db, workOrderId: number): Promise<HandoverRow | null> {
  const [row] = await db
    .select()
    .from(vehicleHandovers)
    .where(and(eq(vehicleHandovers.workOrderId, workOrderId), eq(vehicleHandovers.kind, 'handover')))
    .limit(1);
  return row ?? null;
}

export async function saveHandoverRow(db: Db, workOrderId: number, values: Partial<HandoverRow>, actorId: number) {
  const existing = await handoverRow(db, workOrderId);
  if (existing) {
    await db.update(vehicleHandovers).set(values).where(eq(vehicleHandovers.id, existing.id));
  } else {
    await db
      .insert(vehicleHandovers)
      .values({ workOrderId, kind: 'handover', photos: {}, createdBy: actorId, ...values });
  }
}

export const touchWorkOrder = (db: Db, workOrderId: number, now: Date) =>
  db.update(workOrders).set({ updatedAt: now }).where(eq(workOrders.id, workOrderId));

/** True when an item of the order is solar tint film (the old film question applies). */
export async function isTintJob(db: Db, orderId: number) {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.category, 'tint')))
    .limit(1);
  return rows.length > 0;
}

export async function signoffsOf(db: Db, workOrderId: number) {
  return db
    .select({ signoff: workOrderSignoffs, item: orderItems })
    .from(workOrderSignoffs)
    .innerJoin(orderItems, eq(orderItems.id, workOrderSignoffs.orderItemId))
    .where(eq(workOrderSignoffs.workOrderId, workOrderId))
    .orderBy(asc(workOrderSignoffs.id));
}

/**
 * What earlier steps recorded, that decides whether a step may happen (work-order-flow.ts): one
 * statement, as it runs inside a step's transaction, where queries cannot run side by side.
 */
export async function workOrderFacts(db: Db, workOrderId: number): Promise<WorkOrderFacts> {
  const [facts] = await runPrepared<WorkOrderFacts>(
    db,
    'work_order_facts',
    `select
       coalesce((select group_photo from vehicle_handovers
                 where work_order_id = $1 and kind = 'handover' limit 1), '') <> '' as "groupPhoto",
       not exists (select 1 from work_order_signoffs
                   where work_order_id = $1 and status = 'pending') as "allSignedOff",
       coalesce(returned.at > reworked.at, returned.at is not null) as "returned"
     from (select max(created_at) as at from vehicle_handovers where work_order_id = $1 and kind = 'return') returned,
          (select max(created_at) as at from reworks where work_order_id = $1) reworked`,
    [workOrderId],
  );
  return {
    groupPhoto: facts?.groupPhoto === true,
    allSignedOff: facts?.allSignedOff === true,
    returned: facts?.returned === true,
  };
}

/** Work orders of orders (for complaint and refund views). */
export async function workOrderIdsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: workOrders.id, orderId: workOrders.orderId })
    .from(workOrders)
    .where(inArray(workOrders.orderId, orderIds))
    .orderBy(asc(workOrders.id));
  return new Map(rows.map((r) => [r.orderId, r.id]));
}

/**
 * The work orders of a page, newest first, with the list's total and `next` (page-keys.ts). `parts`
 * are disjoint conditions (a person's work as technician, then as salesperson): each is read through
 * its own index as deep as the page (from the key given, a page; else every page before it too) and
 * counted, and the page is cut from their merge, where one query with "or" would gather and sort
 * them whole.
 */
export async function workOrderPageRows(
  db: Db,
  parts: (SQL | undefined)[],
  q: { pageNo: number; pageSize: number; after?: PageKey | undefined },
  /** The total when it can be known without counting the rows (work-order-counts.ts); else counted. */
  knownTotal: Promise<number> | null,
  /**
   * Whether `parts` read the order (a keyword's plate or number). Every work order has its order, so
   * without such a condition the count needs no join: a technician's 4,314 work orders were counted
   * in 38 ms with it and 0.7 ms without on a chain's database. (A page keeps it: its join is a few
   * lookups, and the planner weighs the page's ranges with it.)
   */
  readsOrders: boolean,
) {
  const skip = pageStart(q);
  const counted = <T extends PgSelect>(query: T) =>
    readsOrders ? query.innerJoin(orders, eq(orders.id, workOrders.orderId)) : query;
  const [perPart, total] = await Promise.all([
    Promise.all(
      parts.map((where) =>
        db
          .select({ wo: workOrders, at: keyTimeOf(workOrders.createdAt) })
          .from(workOrders)
          .innerJoin(orders, eq(orders.id, workOrders.orderId))
          .where(and(where, afterKey(workOrders.createdAt, workOrders.id, q.after)))
          .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
          .limit(skip + q.pageSize),
      ),
    ),
    knownTotal ??
      Promise.all(
        parts.map((where) =>
          counted(db.select({ n: count() }).from(workOrders).$dynamic())
            .where(where)
            .then(([row]) => row?.n ?? 0),
        ),
      ).then((counts) => counts.reduce((n, c) => n + c, 0)),
  ]);
  // merged by the exact keys, as the database orders them (a Date's milliseconds could tie)
  const page = perPart
    .flat()
    .map(({ wo, at }) => ({ wo, key: { at, id: wo.id } }))
    .sort((a, b) => byKeyDescending(a.key, b.key))
    .slice(skip, skip + q.pageSize);
  return { rows: page.map((r) => r.wo), total, next: nextCursorOf(page.map((r) => r.key)) };
}
