import { and, eq, ne } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { Role } from '../../../src/shared/contract/fields';
import type { OrderStatus } from '../../../src/shared/contract/orders';
import type { WorkOrderStatus } from '../../../src/shared/contract/staff';
import { blockerOf } from '../../../src/shared/contract/work-order-flow';
import { formatAppointment } from '../../../src/shared/lib/format';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { complaints, orderItems, orders, reworks, workOrders, workOrderSignoffs } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { Lang } from '../../i18n/language';
import { text, type TextKey } from '../../i18n/text-catalogue';
import { recordEvent, transition, type OrderRow } from '../../orders/orders.service';
import { closeExtraWork } from '../extra-work/charges.service';
import { requireAction, requireStore } from '../permissions';
import { illegalWorkOrderState } from '../work-order-refusal';
import { nextWorkOrderStatus, ORDER_EVENT_OF, type WorkOrderEvent } from './work-order-state';
import { tell, tellDispatched } from './notices';
import { activeStaffOf, lockOrder, nameOf, workOrderFacts, type WorkOrderRow } from './work-orders.queries';

/** The life cycle of a work order: created when paid, moved by its steps, cancelled with its order. */

/** Refuses an event the state machine does not allow in the work order's current state. */
export function requireEvent(wo: WorkOrderRow, event: WorkOrderEvent): WorkOrderStatus {
  const to = nextWorkOrderStatus(wo.status as WorkOrderStatus, event);
  if (!to) throw illegalWorkOrderState(wo.status);
  return to;
}

/** Refuses an event whose earlier steps are missing, with the flow's own reason. */
export async function requireFacts(db: Db, wo: WorkOrderRow, event: WorkOrderEvent) {
  const blocker = blockerOf(event, await workOrderFacts(db, wo.id));
  if (blocker === 'waitForReturn') throw new AppError(ResultCode.illegalTransition, 'waitForReturn');
  if (blocker) throw new AppError(ResultCode.validation, blocker);
}

// ---- life cycle hooks -------------------------------------------------------------------------

/** Called where an installation order becomes paid: its work order waits for a technician. */
export async function createWorkOrderForPaidOrder(db: Db, order: OrderRow, now: Date) {
  if (order.orderType !== 'install' || order.storeId === null) return null;
  const [wo] = await db
    .insert(workOrders)
    .values({
      workNo: `WO${order.orderNo.replace(/^RD/, '')}`,
      orderId: order.id,
      storeId: order.storeId,
      status: 'pendingAcceptance',
      workDate: order.appointmentDate,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!wo) throw new AppError(ResultCode.internal, 'internal');
  const items = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
  if (items.length > 0) {
    await db.insert(workOrderSignoffs).values(items.map((item) => ({ workOrderId: wo.id, orderItemId: item.id })));
  }
  return wo;
}

/** Called where an order is refunded (or otherwise closed before the work): its work order is cancelled. */
export async function cancelWorkOrderOfOrder(db: Db, orderId: number, now: Date) {
  const open = await db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.orderId, orderId), ne(workOrders.status, 'cancelled')))
    .for('update');
  for (const wo of open) {
    requireEvent(wo, 'cancel');
    await db.update(workOrders).set({ status: 'cancelled', updatedAt: now }).where(eq(workOrders.id, wo.id));
    await closeExtraWork(db, wo.id, now);
  }
}

// ---- shared by the steps ----------------------------------------------------------------------

/** A work order the caller's store owns (the company: any), else 1401 as if it did not exist. */
export async function loadWorkOrder(db: Db, user: SessionUser, id: number, lock = false): Promise<WorkOrderRow> {
  const query = db.select().from(workOrders).where(eq(workOrders.id, id));
  const [wo] = lock ? await query.for('update') : await query;
  if (!wo) throw notFound(text('thingWorkOrder'));
  requireStore(user, wo.storeId, text('thingWorkOrder'));
  return wo;
}

/** Technician steps belong to the technician who accepted the work. */
export function requireAssignee(wo: WorkOrderRow, user: SessionUser) {
  if (wo.technicianId !== null && wo.technicianId !== user.id)
    throw new AppError(ResultCode.conflict, 'assignedToOther');
}

/**
 * Moves a work order (and, for the events that carry one, the customer's order) in one go; the
 * update is conditional on the state read, so a concurrent step makes this one fail, not both.
 */
export async function move(
  db: Db,
  wo: WorkOrderRow,
  event: WorkOrderEvent,
  actorId: number,
  now: Date,
  changes: Partial<WorkOrderRow> = {},
  orderChanges: Partial<OrderRow> = {},
  note = '',
) {
  const to = requireEvent(wo, event);
  const moved = await db
    .update(workOrders)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(workOrders.id, wo.id), eq(workOrders.status, wo.status)))
    .returning({ id: workOrders.id });
  if (moved.length === 0) throw illegalWorkOrderState(wo.status);
  const order = await lockOrder(db, wo.orderId);
  const orderEvent = ORDER_EVENT_OF[event];
  let orderStatus = order.status as OrderStatus;
  if (orderEvent) {
    orderStatus = await transition(db, order, orderEvent, orderChanges, note, actorId);
  } else if (Object.keys(orderChanges).length > 0) {
    await db
      .update(orders)
      .set({ ...orderChanges, updatedAt: now })
      .where(eq(orders.id, order.id));
  }
  return { id: wo.id, status: to, orderStatus, order };
}

/** The answer of a step that stored something without moving the work order. */
export const unmoved = (wo: WorkOrderRow, order: OrderRow) => ({
  id: wo.id,
  status: wo.status as WorkOrderStatus,
  orderStatus: order.status as OrderStatus,
  order,
});

// ---- the steps that move the work order at the desk -------------------------------------------

export async function dispatch(
  db: Db,
  user: SessionUser | null,
  input: { id: number; technicianId: number; salesId?: number | undefined },
  now: Date,
) {
  const me = requireAction(user, 'dispatch');
  const wo = await loadWorkOrder(db, me, input.id, true);
  requireEvent(wo, 'dispatch');
  const staffOf = async (userId: number, role: 'technician' | 'sales', label: TextKey) => {
    const person = await activeStaffOf(db, userId, role, wo.storeId);
    if (!person) throw new AppError(ResultCode.validation, 'assigneeInvalid', { role: text(label) });
    return person;
  };
  const technician = await staffOf(input.technicianId, 'technician', 'roleTechnician');
  const sales = input.salesId ? await staffOf(input.salesId, 'sales', 'roleSalesConsultant') : null;
  const result = await move(
    db,
    wo,
    'dispatch',
    me.id,
    now,
    { technicianId: technician.id, ...(sales ? { salesId: sales.id } : {}) },
    sales ? { salespersonId: sales.id } : {},
  );
  await recordEvent(db, wo.orderId, 'dispatched', technician.name, me.id);
  await tellDispatched(db, technician.id, wo.id, result.order);
  return result;
}

export async function accept(db: Db, user: SessionUser | null, id: number, now: Date) {
  const me = requireAction(user, 'accept');
  const wo = await loadWorkOrder(db, me, id, true);
  requireEvent(wo, 'accept');
  requireAssignee(wo, me);
  const result = await move(db, wo, 'accept', me.id, now, { technicianId: me.id }, { technicianId: me.id });
  const { appointmentDate, appointmentSlot } = result.order;
  await tell(db, result.order, 'inboxAcceptedTitle', 'inboxAcceptedBody', {
    name: await nameOf(db, me.id),
    when: (lang: Lang) => formatAppointment(appointmentDate, appointmentSlot, lang),
  });
  return result;
}

export async function reject(db: Db, user: SessionUser | null, id: number, reason: string, now: Date) {
  const me = requireAction(user, 'reject');
  const wo = await loadWorkOrder(db, me, id, true);
  requireEvent(wo, 'reject');
  requireAssignee(wo, me);
  const result = await move(db, wo, 'reject', me.id, now, { rejectReason: reason, technicianId: null });
  await recordEvent(db, wo.orderId, 'workOrderRejected', reason, me.id);
  await tell(db, result.order, 'inboxRejectedTitle', 'inboxRejectedBody');
  return result;
}

export async function deliver(db: Db, user: SessionUser | null, id: number, now: Date) {
  const me = requireAction(user, 'deliver');
  const wo = await loadWorkOrder(db, me, id, true);
  // too early (the car is still with the construction team) gets the spec's own message
  if (wo.status === 'pendingHandover' || wo.status === 'inService')
    throw new AppError(ResultCode.illegalTransition, 'waitForReturn');
  requireEvent(wo, 'deliver');
  await requireFacts(db, wo, 'deliver');
  const salesId = wo.salesId ?? me.id;
  const result = await move(db, wo, 'deliver', me.id, now, { salesId }, { salespersonId: salesId });
  // handed back: quotes nobody decided expire, unpaid charges are cancelled and their stock returned
  await closeExtraWork(db, wo.id, now);
  await tell(db, result.order, 'inboxDeliveredTitle', 'inboxDeliveredBody');
  return result;
}

export async function rework(
  db: Db,
  user: SessionUser | null,
  input: { id: number; reason: string; description: string; complaintId?: number | undefined },
  now: Date,
) {
  const me = requireAction(user, 'rework');
  const wo = await loadWorkOrder(db, me, input.id, true);
  requireEvent(wo, 'rework');
  if (me.role === 'technician') requireAssignee(wo, me);
  if (input.complaintId !== undefined) {
    const [complaint] = await db
      .select({ orderId: complaints.orderId })
      .from(complaints)
      .where(eq(complaints.id, input.complaintId));
    if (!complaint) throw notFound(text('thingComplaint'));
    if (complaint.orderId !== wo.orderId) throw new AppError(ResultCode.validation, 'complaintOtherOrder');
  }
  const [row] = await db
    .insert(reworks)
    .values({
      workOrderId: wo.id,
      complaintId: input.complaintId ?? null,
      reason: input.reason,
      description: input.description,
      createdBy: me.id,
      createdAt: now,
    })
    .returning({ id: reworks.id });
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  // the redone work is signed off again
  await db
    .update(workOrderSignoffs)
    .set({ status: 'pending', signerName: null, signatureImage: null, signedAt: null })
    .where(eq(workOrderSignoffs.workOrderId, wo.id));
  const result = await move(db, wo, 'rework', me.id, now, {}, {}, input.reason);
  await tell(db, result.order, 'inboxReworkTitle', 'inboxReworkBody', { reason: input.reason });
  return { ...result, reworkId: row.id };
}

/** Who fills which of the order's free fields: the CMS number at the desk, arrival remarks at the car. */
const NOTE_OWNERS = {
  cmsOrderNo: ['sales', 'manager', 'company'],
  arrivalRemarks: ['technician', 'manager', 'company'],
} as const satisfies Record<string, readonly Role[]>;

export async function note(
  db: Db,
  user: SessionUser | null,
  input: { id: number; cmsOrderNo?: string | undefined; arrivalRemarks?: string | undefined },
  now: Date,
) {
  const me = requireAction(user, 'noteOrder');
  const wo = await loadWorkOrder(db, me, input.id, true);
  for (const field of ['cmsOrderNo', 'arrivalRemarks'] as const) {
    if (input[field] !== undefined && !(NOTE_OWNERS[field] as readonly Role[]).includes(me.role)) throw forbidden();
  }
  const changes: Partial<OrderRow> = {};
  if (input.cmsOrderNo !== undefined) changes.cmsOrderNo = input.cmsOrderNo || null;
  if (input.arrivalRemarks !== undefined) changes.arrivalRemarks = input.arrivalRemarks;
  const order = await lockOrder(db, wo.orderId);
  const [updated] = await db
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning({ cmsOrderNo: orders.cmsOrderNo, arrivalRemarks: orders.arrivalRemarks });
  if (!updated) throw new AppError(ResultCode.internal, 'internal');
  return { id: wo.id, ...updated };
}
