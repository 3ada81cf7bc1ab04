import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { extraCharges, findingLines, workOrders } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { localize, text } from '../../i18n/text-catalogue';
import { notify } from '../../inbox/notify';
import { ownOrder, recordEvent, type OrderRow } from '../../orders/orders.service';
import { requireAction } from '../permissions';
import { extraDecidable } from './extra-work-view';
import {
  linesById,
  lockOrderRow,
  lockWorkOrder,
  lockWorkOrderOfOrder,
  reserveStock,
  sumsOf,
  unchargedLines,
  type LineRow,
  type WorkOrderRow,
} from './extra-work.queries';

export interface LineDecision {
  lineId: number;
  decision: 'approve' | 'decline';
}

/** Who decided: the customer in the app, or a manager noting what a person said by phone, and why. */
interface Decider {
  by: 'customer' | 'staff';
  userId: number;
  person: string;
  reason: string;
}

/** The customer decides on the quoted lines of their own order. */
export async function customerDecide(
  db: Db,
  userId: number,
  input: { orderId: number; decisions: LineDecision[] },
  now: Date,
) {
  const own = await ownOrder(db, userId, input.orderId);
  // the work order first, then the order: the order every path takes them in
  const wo = await lockWorkOrderOfOrder(db, own.id);
  if (!wo) throw notFound(text('thingExtraLine'));
  const order = await lockOrderRow(db, own.id);
  await decide(db, wo, order, input.decisions, { by: 'customer', userId, person: '', reason: '' }, now);
  return wo;
}

/** A manager (or the company) records a decision the customer gave by phone: who gave it and why. */
export async function phoneDecide(
  db: Db,
  user: SessionUser | null,
  input: { id: number; decisions: LineDecision[]; personName: string; reason: string },
  now: Date,
) {
  const me = requireAction(user, 'recordPhoneDecision');
  const wo = await lockWorkOrder(db, me, input.id);
  const order = await lockOrderRow(db, wo.orderId);
  const who = { by: 'staff' as const, userId: me.id, person: input.personName, reason: input.reason };
  await decide(db, wo, order, input.decisions, who, now);
  return wo;
}

/**
 * Applies decisions line by line under the work order's and the order's row locks, so decisions
 * of one order never interleave. A decision a line already has changes nothing (the same approval
 * sent twice makes one charge); a declined line may still be approved; an approved one is not
 * declined any more. Approved product lines take their units from stock now; then every approved
 * line in no charge yet goes into one new charge, which the customer pays through the gateway.
 */
async function decide(db: Db, wo: WorkOrderRow, order: OrderRow, decisions: LineDecision[], who: Decider, now: Date) {
  if (!extraDecidable(wo.status)) throw new AppError(ResultCode.illegalTransition, 'extraWorkClosed');
  // the last word on a line within one call counts
  const wanted = new Map(decisions.map((d) => [d.lineId, d.decision]));
  const lines = await linesById(db, order.id, [...wanted.keys()]);
  if (lines.length !== wanted.size) throw notFound(text('thingExtraLine'));
  const approve: LineRow[] = [];
  const decline: LineRow[] = [];
  for (const line of lines) {
    const decision = wanted.get(line.id);
    if (line.status === 'expired' || line.status === 'cancelled') {
      throw new AppError(ResultCode.illegalTransition, 'extraLineClosed');
    }
    if (decision === 'approve' && (line.status === 'pending' || line.status === 'declined')) approve.push(line);
    if (decision === 'decline' && (line.status === 'approved' || line.status === 'paid')) {
      throw new AppError(ResultCode.conflict, 'extraLineAlreadyApproved');
    }
    if (decision === 'decline' && line.status === 'pending') decline.push(line);
  }
  if (approve.length === 0 && decline.length === 0) return;

  await reserveStock(db, wo.storeId, approve);
  const decided = {
    decidedAt: now,
    decidedBy: who.by,
    decidedById: who.userId,
    decidedPerson: who.person,
    decidedReason: who.reason,
  };
  const mark = (rows: LineRow[], status: 'approved' | 'declined') =>
    rows.length === 0
      ? undefined
      : db
          .update(findingLines)
          .set({ ...decided, status })
          .where(
            inArray(
              findingLines.id,
              rows.map((l) => l.id),
            ),
          );
  await mark(approve, 'approved');
  await mark(decline, 'declined');
  // the order's history: a phone decision names who gave it
  if (approve.length > 0) await recordEvent(db, order.id, 'extraWorkApproved', who.person, who.userId);
  if (decline.length > 0) await recordEvent(db, order.id, 'extraWorkDeclined', who.person, who.userId);

  const uncharged = await unchargedLines(db, order.id);
  if (uncharged.length > 0) {
    const [charge] = await db
      .insert(extraCharges)
      .values({
        orderId: order.id,
        workOrderId: wo.id,
        storeId: wo.storeId,
        status: 'unpaid',
        ...sumsOf(uncharged),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: extraCharges.id });
    if (!charge) throw new AppError(ResultCode.internal, 'internal');
    await db
      .update(findingLines)
      .set({ chargeId: charge.id })
      .where(
        and(
          eq(findingLines.orderId, order.id),
          inArray(
            findingLines.id,
            uncharged.map((l) => l.id),
          ),
        ),
      );
  }
  await db.update(workOrders).set({ updatedAt: now }).where(eq(workOrders.id, wo.id));
  // the technician's app refreshes the work order on this notice
  if (wo.technicianId !== null) {
    await notify(db, wo.technicianId, {
      kind: 'workOrder',
      title: localize('inboxExtraDecidedTitle'),
      content: localize('inboxExtraDecidedBody', {
        orderNo: order.orderNo,
        plate: order.plate,
        approved: approve.length,
        declined: decline.length,
      }),
      refType: 'workOrder',
      refId: wo.id,
    });
  }
}
