import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { SessionUser } from '../../auth/session.service';
import type { ChosenCar } from '../../catalog/fitment';
import { giveUnits, takeUnits, unitsOf, type Units } from '../../catalog/store-stock';
import type { Db } from '../../db/client';
import { type extraCharges, findingLines, type findings, orders, vehicleSpecs, workOrders } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import type { OrderRow } from '../../orders/orders.service';
import { requireStore } from '../permissions';

/** The rows of extra work found on the car (server/db/tables/extra-work.ts) and the locks its steps take. */
export type FindingRow = typeof findings.$inferSelect;
export type LineRow = typeof findingLines.$inferSelect;
export type ChargeRow = typeof extraCharges.$inferSelect;
export type WorkOrderRow = typeof workOrders.$inferSelect;

/**
 * A work order of the caller's store (the company: any), locked for the step: row locks are taken
 * work order first, then its order (docs/architecture.md#counted).
 */
export async function lockWorkOrder(db: Db, user: SessionUser, id: number): Promise<WorkOrderRow> {
  const [wo] = await db.select().from(workOrders).where(eq(workOrders.id, id)).for('update');
  if (!wo) throw notFound(text('thingWorkOrder'));
  requireStore(user, wo.storeId, text('thingWorkOrder'));
  return wo;
}

/** The (latest) work order of an order, locked; null for an order without one. */
export async function lockWorkOrderOfOrder(db: Db, orderId: number): Promise<WorkOrderRow | null> {
  const [wo] = await db
    .select()
    .from(workOrders)
    .where(eq(workOrders.orderId, orderId))
    .orderBy(desc(workOrders.id))
    .limit(1)
    .for('update');
  return wo ?? null;
}

/** The latest work order of an order, read without a lock (views). */
export async function workOrderOfOrder(db: Db, orderId: number): Promise<WorkOrderRow | null> {
  const [wo] = await db
    .select()
    .from(workOrders)
    .where(eq(workOrders.orderId, orderId))
    .orderBy(desc(workOrders.id))
    .limit(1);
  return wo ?? null;
}

export async function lockOrderRow(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError(ResultCode.internal, 'internal');
  return order;
}

/**
 * The order's car as checkout chose it: its catalogue row, and the year it wrote into the order's
 * vehicle model ('Perodua Myvi 2024 1.5AV'), which is all an order keeps of the year.
 */
export async function orderCar(db: Db, order: OrderRow): Promise<ChosenCar | null> {
  if (order.specId === null) return null;
  const [spec] = await db.select().from(vehicleSpecs).where(eq(vehicleSpecs.id, order.specId));
  if (!spec) return { spec: null, year: 0 };
  const prefix = `${spec.make} ${spec.model} `;
  const rest = order.vehicleModel.startsWith(prefix) ? order.vehicleModel.slice(prefix.length) : '';
  const year = Number(/^\d{4}/.exec(rest)?.[0] ?? spec.yearTo);
  return { spec, year };
}

/**
 * Takes the units of approved product lines from the workshop's stock (as checkout does, one
 * conditional statement per product in id order), so parallel approvals never take more than there
 * is; a shortfall refuses the whole decision.
 */
export async function reserveStock(db: Db, place: number, lines: LineRow[]) {
  await takeUnits(
    db,
    place,
    unitsByProduct(lines),
    (_productId, left) => new AppError(ResultCode.conflict, 'outOfStock', { stock: left }),
  );
}

/** Gives back to the workshop the units of lines whose charge was cancelled. */
export async function releaseStock(db: Db, place: number, lines: LineRow[]) {
  await giveUnits(db, place, unitsByProduct(lines));
}

function unitsByProduct(lines: LineRow[]): Units {
  return unitsOf(
    lines.flatMap((l) => (l.productId === null ? [] : [{ productId: l.productId, quantity: l.quantity }])),
  );
}

export const linesById = (db: Db, orderId: number, ids: number[]) =>
  db
    .select()
    .from(findingLines)
    .where(and(eq(findingLines.orderId, orderId), inArray(findingLines.id, ids)))
    .orderBy(asc(findingLines.id));

/** Approved lines of the order in no charge yet (approved by this decision, or left by an earlier one). */
export const unchargedLines = (db: Db, orderId: number) =>
  db
    .select()
    .from(findingLines)
    .where(
      and(
        eq(findingLines.orderId, orderId),
        eq(findingLines.status, 'approved'),
        sql`${findingLines.chargeId} is null`,
      ),
    )
    .orderBy(asc(findingLines.id));

/** Sums of lines, as a charge keeps them. */
export function sumsOf(lines: LineRow[]) {
  const sum = (pick: (l: LineRow) => number) => lines.reduce((n, l) => n + pick(l), 0);
  return {
    amountSen: sum((l) => l.totalSen),
    partsSen: sum((l) => l.partsSen),
    labourSen: sum((l) => l.labourSen),
    serviceTaxSen: sum((l) => l.serviceTaxSen),
  };
}
