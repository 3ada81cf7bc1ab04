import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ResultCode } from '../../../src/shared/contract/codes';
import {
  settlementCsvColumns,
  type ManualRefundMethod,
  type OfficePaymentFilter,
  type OfficePaymentRow,
  type PaymentStatus,
} from '../../../src/shared/contract/office-payments';
import type { PageKey } from '../../../src/shared/contract/fields';
import { malaysiaMinuteOf } from '../../../src/shared/lib/malaysia-time';
import { rmDecimal } from '../../../src/shared/lib/money';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { afterKey, keyTimeOf, nextCursorOf, pageStart } from '../../db/page-keys';
import { tallyTotal } from '../../db/tallies';
import { gatewayRefunds, orders, payments, stores, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { recordManualRefund } from '../../payments/refund-settlement';
import { orderScope, orderStoreId, requireAction, requireStore } from '../../staff/permissions';
import { csvLine } from '../csv';

/*
 * The back office's payments: every attempt to pay at the gateway, scoped as the orders are (a
 * manager: their store's orders; the company: all, mail orders too), the refunds the gateway could
 * not make returned another way, and one Malaysian day's settlement for the books. Every filter is
 * served by an index (server/db/tables/payments.ts, migration 0014_office_payments).
 */

/** The start of a Malaysian day (UTC+8, no daylight saving) as an instant, and the next day's. */
const malaysiaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(malaysiaDayStart(day).getTime() + 86_400_000);

const manualBy = alias(users, 'manual_by_user');

/** The search's conditions, the caller's store scope included. */
function paymentFilterWhere(me: SessionUser, filter: OfficePaymentFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [orderScope(me)];
  if (filter.from) conditions.push(gte(payments.createdAt, malaysiaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(payments.createdAt, nextDay(filter.to)));
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.refundStatus) conditions.push(eq(gatewayRefunds.status, filter.refundStatus));
  // order numbers are unique and upper case (RD…): an exact match on the unique index
  if (filter.orderNo) conditions.push(eq(orders.orderNo, filter.orderNo.toUpperCase()));
  if (filter.reference) {
    // ours (PAY…, written in any case) or the gateway's (case matters: cs_…, pi_…, re_…), each on its index
    const ref = filter.reference;
    conditions.push(
      sql`${payments.id} in (select ${payments.id} from ${payments} where ${payments.reference} in (${ref}, ${ref.toUpperCase()}) or ${payments.gatewayRef} = ${ref} or ${payments.gatewayPaymentId} = ${ref} union all select ${gatewayRefunds.paymentId} from ${gatewayRefunds} where ${gatewayRefunds.gatewayReference} = ${ref})`,
    );
  }
  return and(...conditions);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Payment rows as the office shows them, newest first: `limit` rows after `offset`, and their keys (page-keys.ts). */
async function paymentRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<{ list: OfficePaymentRow[]; keys: PageKey[] }> {
  const rows = await db
    .select({
      payment: payments,
      at: keyTimeOf(payments.createdAt),
      orderNo: orders.orderNo,
      storeName: stores.name,
      refund: gatewayRefunds,
      manualByName: manualBy.name,
      manualByPhone: manualBy.phone,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(stores, sql`${stores.id} = coalesce(${orders.storeId}, ${orders.pickupStoreId})`)
    .leftJoin(gatewayRefunds, eq(gatewayRefunds.paymentId, payments.id))
    .leftJoin(manualBy, eq(manualBy.id, gatewayRefunds.manualBy))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  const keys = rows.map(({ at, payment }) => ({ at, id: payment.id }));
  const list = rows.map(({ payment: p, orderNo, storeName, refund: r, manualByName, manualByPhone }) => ({
    id: p.id,
    reference: p.reference,
    orderId: p.orderId,
    orderNo,
    storeName,
    forExtraWork: p.extraChargeId !== null,
    provider: p.provider as OfficePaymentRow['provider'],
    method: p.method,
    status: p.status as PaymentStatus,
    amountSen: p.amountSen,
    feeSen: p.feeSen,
    netSen: p.netSen,
    gatewayRef: p.gatewayRef,
    gatewayPaymentId: p.gatewayPaymentId,
    createdAt: p.createdAt.toISOString(),
    paidAt: iso(p.paidAt),
    refund: r
      ? {
          id: r.id,
          status: r.status,
          reason: r.reason,
          amountSen: r.amountSen,
          gatewayReference: r.gatewayReference,
          failureReason: r.failureReason,
          expectedBy: iso(r.expectedBy),
          sentAt: iso(r.sentAt),
          doneAt: iso(r.doneAt),
          manualMethod: r.manualMethod as ManualRefundMethod | null,
          manualReference: r.manualReference,
          manualNote: r.manualNote,
          // a person without a name on file is known by their phone, as in the audit log
          manualByName: r.manualBy === null ? null : manualByName || manualByPhone,
        }
      : null,
  }));
  return { list, keys };
}

export async function paymentPage(
  db: Db,
  user: SessionUser | null,
  q: { pageNo: number; pageSize: number; after?: PageKey | undefined; filter: OfficePaymentFilter },
) {
  const me = requireAction(user, 'officeOrdersView');
  const where = paymentFilterWhere(me, q.filter);
  // every payment of a store (or of all) is a total the database keeps (server/db/tallies.ts); a
  // search is counted through its indexes
  const searched = Object.values(q.filter).some((v) => v !== undefined && v !== '');
  const [{ list, keys }, total] = await Promise.all([
    paymentRows(db, and(where, afterKey(payments.createdAt, payments.id, q.after)), q.pageSize, pageStart(q)),
    searched
      ? db
          .select({ n: count() })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .leftJoin(gatewayRefunds, eq(gatewayRefunds.paymentId, payments.id))
          .where(where)
          .then(([row]) => row?.n ?? 0)
      : tallyTotal(db, 'payments', me.role === 'company' ? undefined : (me.storeId ?? -1)),
  ]);
  return { list, total, pageNo: q.pageNo, pageSize: q.pageSize, next: nextCursorOf(keys) };
}

/**
 * A refund the gateway could not make, returned another way: recorded once, the customer told
 * (recordManualRefund, in the call's transaction). Who may: as for reviewing a refund of that order
 * (the desk's rule): the store's manager or the company, mail orders the company only. A repeat
 * answers the row as it stands and tells nobody again.
 */
export async function manualRefund(
  db: Db,
  user: SessionUser | null,
  input: { id: number; method: ManualRefundMethod; reference: string; note: string },
  now: Date,
): Promise<OfficePaymentRow> {
  const me = requireAction(user, 'officeRefundReview');
  const thing = text('thingGatewayRefund');
  const [found] = await db
    .select({ paymentId: payments.id, storeId: orders.storeId, pickupStoreId: orders.pickupStoreId })
    .from(gatewayRefunds)
    .innerJoin(payments, eq(payments.id, gatewayRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(gatewayRefunds.id, input.id));
  if (!found) throw notFound(thing);
  const storeId = orderStoreId(found);
  // mail orders belong to no store: their refunds are the company's (work-order-flow.ts PERMISSIONS)
  if (storeId === null) requireAction(me, 'reviewMailRefunds');
  else requireStore(me, storeId, thing);
  const outcome = await recordManualRefund(
    db,
    input.id,
    { method: input.method, reference: input.reference, note: input.note, byUserId: me.id },
    now,
  );
  if (outcome === 'unknown') throw notFound(thing);
  if (outcome === 'notFailed') throw new AppError(ResultCode.illegalTransition, 'officeRefundNotFailed');
  const [row] = (await paymentRows(db, eq(payments.id, found.paymentId), 1, 0)).list;
  if (!row) throw notFound(thing);
  return row;
}

type Line = { at: Date; values: (string | number | null)[] };

/**
 * One Malaysian day's settlement (the company's): every payment the gateway took that day (its
 * paidAt) and every refund done that day (the gateway's, or returned another way: gateway
 * 'manual', its reference and method), in time order, amounts in RM (refunds negative).
 */
export async function settlement(db: Db, user: SessionUser | null, date: string) {
  const me = requireAction(user, 'officeOrdersView');
  if (me.role !== 'company') throw new AppError(ResultCode.forbidden, 'officeSettlementCompanyOnly');
  const start = malaysiaDayStart(date);
  const end = nextDay(date);
  const [paid, returned] = await Promise.all([
    db
      .select({ payment: payments, orderNo: orders.orderNo })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(gte(payments.paidAt, start), lt(payments.paidAt, end)))
      .orderBy(asc(payments.paidAt), asc(payments.id)),
    db
      .select({ refund: gatewayRefunds, payment: payments, orderNo: orders.orderNo })
      .from(gatewayRefunds)
      .innerJoin(payments, eq(payments.id, gatewayRefunds.paymentId))
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          gte(gatewayRefunds.doneAt, start),
          lt(gatewayRefunds.doneAt, end),
          inArray(gatewayRefunds.status, ['done', 'manual']),
        ),
      )
      .orderBy(asc(gatewayRefunds.doneAt), asc(gatewayRefunds.id)),
  ]);
  const totals = { paidSen: 0, feeSen: 0, netSen: 0, refundedSen: 0, count: 0 };
  const lines: Line[] = [];
  for (const { payment: p, orderNo } of paid) {
    totals.paidSen += p.amountSen;
    totals.feeSen += p.feeSen ?? 0;
    lines.push({
      at: p.paidAt ?? start,
      values: [
        'payment',
        malaysiaMinuteOf(p.paidAt ?? start),
        orderNo,
        p.reference,
        p.provider,
        p.gatewayPaymentId ?? p.gatewayRef ?? '',
        p.method ?? '',
        rmDecimal(p.amountSen),
        p.feeSen === null ? '' : rmDecimal(p.feeSen),
        p.netSen === null ? '' : rmDecimal(p.netSen),
        p.status,
      ],
    });
  }
  for (const { refund: r, payment: p, orderNo } of returned) {
    const at = r.doneAt ?? start;
    const manual = r.status === 'manual';
    totals.refundedSen += r.amountSen;
    lines.push({
      at,
      values: [
        'refund',
        malaysiaMinuteOf(at),
        orderNo,
        p.reference,
        manual ? 'manual' : p.provider,
        (manual ? r.manualReference : r.gatewayReference) ?? '',
        (manual ? r.manualMethod : p.method) ?? '',
        rmDecimal(-r.amountSen),
        '',
        rmDecimal(-r.amountSen),
        r.status,
      ],
    });
  }
  // in time order (a stable sort: each kind is in time order already, payments first at a tie)
  lines.sort((a, b) => a.at.getTime() - b.at.getTime());
  totals.count = lines.length;
  totals.netSen = totals.paidSen - totals.feeSen - totals.refundedSen;
  return {
    filename: `roda-settlement-${date}.csv`,
    csv: csvLine(settlementCsvColumns) + lines.map((line) => csvLine(line.values)).join(''),
    totals,
  };
}
