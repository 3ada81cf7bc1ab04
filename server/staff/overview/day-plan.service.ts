import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanAppointment } from '../../../src/shared/contract/staff';
import type { OrderStatus } from '../../../src/shared/contract/orders';
import type { WorkOrderStatus } from '../../../src/shared/contract/work-order-names';
import { malaysiaDateOf } from '../../../src/shared/lib/malaysia-time';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { dashboardDayFigures, orderItems, orders, stores, users, workOrders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pick, type Lang } from '../../i18n/language';
import { text } from '../../i18n/text-catalogue';
import { can, requireAction } from '../permissions';

/*
 * A workshop's day (docs/product.md#workshop-day): the appointments booked at the store for that
 * date, read through orders_store_slot_idx, so the size of the chain's history does not matter.
 * Unpaid orders hold a slot for a while but are not work yet; cancelled and refunded ones are gone.
 */
const PLANNED: readonly OrderStatus[] = ['upcoming', 'toBeInstalled', 'inService', 'pendingCollection', 'completed'];

export async function dayPlan(
  db: Db,
  user: SessionUser | null,
  input: { date?: string; storeId?: number },
  lang: Lang,
  now: Date,
) {
  const me = requireAction(user, 'viewWork');
  const today = malaysiaDateOf(now);
  const date = input.date ?? today;
  const choices = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.kind, 'workshop'), me.role === 'company' ? undefined : eq(stores.id, me.storeId ?? -1)))
    .orderBy(asc(stores.name));
  const store = me.role === 'company' ? (choices.find((s) => s.id === input.storeId) ?? choices[0]) : choices[0];
  if (!store) throw notFound(text('thingStore'));

  const booked = await db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      slot: orders.appointmentSlot,
      plate: orders.plate,
      vehicleModel: orders.vehicleModel,
      workOrderId: workOrders.id,
      workStatus: workOrders.status,
      technicianId: workOrders.technicianId,
    })
    .from(orders)
    .leftJoin(workOrders, eq(workOrders.orderId, orders.id))
    .where(and(eq(orders.storeId, store.id), eq(orders.appointmentDate, date), inArray(orders.status, [...PLANNED])))
    .orderBy(asc(orders.appointmentSlot), asc(orders.id));

  const ids = booked.map((b) => b.orderId);
  const assigned = [...new Set(booked.map((b) => b.technicianId).filter((id): id is number => id !== null))];
  const [lines, technicians, assignees, takings] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ orderId: orderItems.orderId, name: orderItems.name })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.storeId, store.id), eq(users.role, 'technician'), eq(users.status, 'active')))
      .orderBy(asc(users.name), asc(users.id)),
    // a technician who has since left the store is still named on the jobs they hold
    assigned.length === 0
      ? []
      : db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, assigned)),
    can(me, 'overview') ? takingsOf(db, store.id, date) : null,
  ]);

  const names = new Map(assignees.map((t) => [t.id, t.name]));
  const appointments: PlanAppointment[] = booked.map((b) => {
    const own = lines.filter((l) => l.orderId === b.orderId);
    return {
      orderId: b.orderId,
      orderNo: b.orderNo,
      workOrderId: b.workOrderId,
      workStatus: b.workStatus as WorkOrderStatus | null,
      orderStatus: b.orderStatus as OrderStatus,
      slot: b.slot as PlanAppointment['slot'],
      plate: b.plate,
      vehicleModel: b.vehicleModel,
      firstItemName: own[0] ? pick(own[0].name, lang) : '',
      lineCount: own.length,
      technicianId: b.technicianId,
      technicianName: b.technicianId === null ? null : (names.get(b.technicianId) ?? null),
    };
  });
  const jobs = (id: number) => appointments.filter((a) => a.technicianId === id).length;
  return {
    storeId: store.id,
    storeName: store.name,
    date,
    today,
    stores: choices,
    appointments,
    technicians: technicians.map((t) => ({ id: t.id, name: t.name, jobs: jobs(t.id) })),
    unassigned: appointments.filter((a) => a.technicianId === null).length,
    takings,
  };
}

/** The orders paid that day at the store and their revenue, from the dashboard's figures (no order is read). */
async function takingsOf(db: Db, storeId: number, date: string) {
  const d = dashboardDayFigures;
  const [row] = await db
    .select({
      orders: sql<string>`coalesce(sum(${d.orders}), 0)`,
      revenueSen: sql<string>`coalesce(sum(${d.revenueSen}), 0)`,
    })
    .from(d)
    .where(and(eq(d.storeId, storeId), eq(d.day, date)));
  return { orders: Number(row?.orders ?? 0), revenueSen: Number(row?.revenueSen ?? 0) };
}
