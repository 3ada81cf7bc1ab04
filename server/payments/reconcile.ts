import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { extraCharges, orders, payments } from '../db/schema';
import type { PaymentDeps } from './payment-deps';
import { effectiveStatus, expireOverdue } from '../orders/orders.service';
import { applyCheckoutVerdict, type PaymentRow } from './payment.service';

/** How long one process may hold an attempt it is asking the gateway about. */
const LEASE_MS = 2 * 60_000;
/** Attempts asked about per pass at most. */
const PASS_LIMIT = 50;
/** An open checkout is asked about again after 1, 2, 4 … minutes, at most every 15 minutes. */
export const recheckMs = (checks: number) => Math.min(60_000 * 2 ** Math.max(0, checks - 1), 15 * 60_000);
/** Fees are looked up for payments paid within this long (the balance transaction comes with the charge). */
const SETTLEMENT_WINDOW_MS = 7 * 86_400_000;

type Claimed = PaymentRow & { orderStatus: string; orderExpiresAt: Date | null; chargeStatus: string | null };

/**
 * Asks the gateway about one checkout and applies its answer. A checkout still wanted (the latest
 * attempt of an unpaid order within its time) is fetched; one that is not (replaced, cancelled by the
 * payer, or its order closed or past its time) is cancelled at the gateway, which answers paid if
 * the money came first: then the order is paid, or the money goes back (applyCheckoutVerdict).
 */
async function settleCheckout(deps: PaymentDeps, row: Claimed, now: Date): Promise<'refunded' | 'moved' | 'open'> {
  const { db } = deps.database;
  // an extra-work charge's attempt is wanted while its charge waits; the order's own while the order does
  const wanted =
    row.status === 'pending' &&
    (row.extraChargeId !== null
      ? row.chargeStatus === 'unpaid'
      : effectiveStatus({ status: row.orderStatus, expiresAt: row.orderExpiresAt }, now) === 'unpaid');
  const ref = row.gatewayRef ?? row.reference;
  const verdict = wanted ? await deps.payments.fetchCheckout(ref) : await deps.payments.cancelCheckout(ref);
  const outcome = await db.transaction((tx) => applyCheckoutVerdict(tx as unknown as Db, row.reference, verdict, now));
  if (verdict.state === 'open') {
    // still open at the gateway: ask again later (a cancel that did not take is tried again too)
    await db
      .update(payments)
      .set({ nextCheckAt: new Date(now.getTime() + recheckMs(row.checks + 1)) })
      .where(and(eq(payments.id, row.id), eq(payments.gatewayOpen, true)));
    return 'open';
  }
  return outcome === 'refunded' ? 'refunded' : 'moved';
}

async function claimDue(db: Db, now: Date, onlyOrders?: number[]): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.gatewayOpen, true),
          onlyOrders ? inArray(payments.orderId, onlyOrders) : lte(payments.nextCheckAt, now),
        ),
      )
      .orderBy(asc(payments.nextCheckAt))
      .limit(PASS_LIMIT)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    for (const row of rows) {
      await t
        .update(payments)
        .set({ nextCheckAt: new Date(now.getTime() + LEASE_MS), checks: row.checks + 1 })
        .where(eq(payments.id, row.id));
    }
    const owners = await t
      .select({ id: orders.id, status: orders.status, expiresAt: orders.expiresAt })
      .from(orders)
      .where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))]));
    const byId = new Map(owners.map((o) => [o.id, o]));
    const chargeIds = rows.flatMap((r) => (r.extraChargeId === null ? [] : [r.extraChargeId]));
    const charges =
      chargeIds.length > 0
        ? await t
            .select({ id: extraCharges.id, status: extraCharges.status })
            .from(extraCharges)
            .where(inArray(extraCharges.id, chargeIds))
        : [];
    return rows.map((r) => ({
      ...r,
      orderStatus: byId.get(r.orderId)?.status ?? 'cancelled',
      orderExpiresAt: byId.get(r.orderId)?.expiresAt ?? null,
      chargeStatus: charges.find((c) => c.id === r.extraChargeId)?.status ?? null,
    }));
  });
}

/** Runs settleCheckout over claimed attempts; a gateway fault leaves the attempt for a later pass. */
async function settleAll(deps: PaymentDeps, rows: Claimed[], now: Date) {
  let refunds = false;
  let moved = 0;
  for (const row of rows) {
    try {
      const result = await settleCheckout(deps, row, now);
      if (result === 'refunded') refunds = true;
      if (result !== 'open') moved++;
    } catch (error) {
      deps.log.warn(
        { err: error, reference: row.reference },
        'asking the gateway about a payment failed; asked again later',
      );
      await deps.database.db
        .update(payments)
        .set({ nextCheckAt: new Date(Date.now() + recheckMs(row.checks + 1)) })
        .where(eq(payments.id, row.id))
        .catch(() => undefined);
    }
  }
  if (refunds) await deps.refunds.sendDue();
  if (moved > 0) deps.notifications.kick();
  return moved;
}

/**
 * Reconciliation (every PAYMENT_CHECK_SECONDS, in every process): every checkout still open at the
 * gateway whose time to ask has come is fetched or cancelled, so an order whose event never came
 * ends paid or expired, and a replaced or abandoned checkout cannot take money unseen. Then the
 * fees of recent payments are read (settlement).
 */
export async function reconcilePayments(deps: PaymentDeps, now = new Date()): Promise<number> {
  const moved = await settleAll(deps, await claimDue(deps.database.db, now), now);
  await recordSettlements(deps, now);
  return moved;
}

/**
 * The expiry sweep: an unpaid order past its payment time first has its open checkouts cancelled at
 * the gateway (money that came first pays it, or goes back), then is closed, its place and stock
 * given back. A gateway that does not answer does not hold the order: it is closed anyway, and the
 * checkout stays open in our books, so reconciliation cancels it later and returns any money.
 */
export async function expireOverdueOrders(deps: PaymentDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const overdue = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lte(orders.expiresAt, now), isNull(orders.deletedAt)))
    .limit(200);
  if (overdue.length > 0) {
    await settleAll(
      deps,
      await claimDue(
        db,
        now,
        overdue.map((o) => o.id),
      ),
      now,
    );
  }
  return expireOverdue(db, now);
}

/** Reads the fee and net amount (and the method as charged) of recent payments the gateway settled. */
export async function recordSettlements(deps: PaymentDeps, now = new Date()) {
  const { db } = deps.database;
  const due = await db
    .select({ id: payments.id, gatewayPaymentId: payments.gatewayPaymentId })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['paid', 'refundDue', 'refunded']),
        isNotNull(payments.gatewayPaymentId),
        isNull(payments.feeSen),
        gt(payments.paidAt, new Date(now.getTime() - SETTLEMENT_WINDOW_MS)),
      ),
    )
    .limit(20);
  for (const row of due) {
    try {
      const settled = await deps.payments.settlement(row.gatewayPaymentId as string);
      if (!settled) continue;
      await db
        .update(payments)
        .set({
          feeSen: settled.feeSen,
          netSen: settled.netSen,
          ...(settled.method ? { method: settled.method } : {}),
        })
        .where(eq(payments.id, row.id));
    } catch (error) {
      deps.log.warn({ err: error, payment: row.id }, 'reading a payment’s fee failed; read again later');
    }
  }
}
