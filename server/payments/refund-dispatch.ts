import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { gatewayRefunds, orders, payments, refunds } from '../db/schema';
import { serialPasses } from '../http/serial-passes';
import type { Logger } from '../log';
import type { Lang } from '../i18n/language';
import { localize } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import { recordEvent } from '../orders/orders.service';
import type { PaymentGateway } from './gateway';
import { formatRM } from '../../src/shared/lib/format';

/** How long one process may hold a refund it is sending before another may try it. */
const LEASE_MS = 2 * 60_000;
/** Refunds sent per pass at most, so one pass never runs unbounded. */
const PASS_LIMIT = 100;

type GatewayRefundRow = typeof gatewayRefunds.$inferSelect;

/** 15 s, 30 s, 1 min … capped at 1 hour: a gateway that is down is not hammered. */
export const refundRetryMs = (attempts: number) => Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Records that a payment's money must go back. Called inside the transaction that decided it;
 * the gateway is called only after that transaction committed (`RefundDispatcher.sendDue`). A
 * payment has at most one refund (unique index), so a second decision changes nothing.
 */
export async function recordGatewayRefund(
  db: Db,
  input: { paymentId: number; amountSen: number; reason: GatewayRefundRow['reason']; refundId?: number },
): Promise<boolean> {
  const inserted = await db
    .insert(gatewayRefunds)
    .values({
      paymentId: input.paymentId,
      amountSen: input.amountSen,
      reason: input.reason,
      refundId: input.refundId ?? null,
      status: 'pending',
    })
    .onConflictDoNothing()
    .returning({ id: gatewayRefunds.id });
  await db.update(payments).set({ status: 'refundDue', updatedAt: new Date() }).where(eq(payments.id, input.paymentId));
  return inserted.length > 0;
}

/** The gateway took the refund: the payment, the order and the customer's refund say so. */
async function settle(db: Db, row: GatewayRefundRow, gatewayReference: string, now: Date) {
  // the order's row lock first, as every other path takes it, before its payment and refund rows
  const [owner] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, row.paymentId));
  if (!owner) return;
  const [order] = await db.select().from(orders).where(eq(orders.id, owner.orderId)).for('update');
  if (!order) return;
  const done = await db
    .update(gatewayRefunds)
    .set({ status: 'done', doneAt: now, gatewayReference, lastError: null })
    .where(and(eq(gatewayRefunds.id, row.id), eq(gatewayRefunds.status, 'pending')))
    .returning({ id: gatewayRefunds.id });
  // another process settled it first (after a lease ran out): the gateway deduplicated the call
  if (done.length === 0) return;
  const [payment] = await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(eq(payments.id, row.paymentId))
    .returning();
  if (!payment) return;
  const amount = (lang: Lang) => formatRM(row.amountSen, lang);
  if (row.reason === 'customerRefund') {
    if (row.refundId !== null) {
      await db.update(refunds).set({ status: 'completed', updatedAt: now }).where(eq(refunds.id, row.refundId));
    }
    await db.update(orders).set({ payStatus: 'refunded', updatedAt: now }).where(eq(orders.id, order.id));
    await recordEvent(db, order.id, 'refundPaid', gatewayReference);
    await notify(db, order.userId, {
      kind: 'refund',
      title: localize('inboxRefundTitle'),
      content: localize('inboxRefundPaidBody', { orderNo: order.orderNo, amount }),
      refType: 'order',
      refId: order.id,
    });
    return;
  }
  await recordEvent(db, order.id, 'latePaymentRefunded', payment.reference);
  await notify(db, order.userId, {
    kind: 'payment',
    title: localize('inboxPaymentReturnedTitle'),
    content: localize('inboxPaymentReturnedBody', { orderNo: order.orderNo, amount }),
    refType: 'order',
    refId: order.id,
  });
}

export interface RefundDispatcher {
  /** Sends every refund that is due, one at a time; resolves with how many the gateway accepted. */
  sendDue(): Promise<number>;
  /** Resolves when no pass is running (for shutdown). */
  idle(): Promise<void>;
}

/**
 * Sends recorded refunds to the gateway outside any transaction: claim one (a lease, with
 * SKIP LOCKED so several processes share the work), call the gateway with `refund-<id>` as its
 * idempotency key, then settle it in a transaction of its own. A failure is retried with back-off;
 * a crash between the call and the settling is retried after the lease, and the key keeps the
 * gateway from paying twice.
 */
export function createRefundDispatcher(database: Database, gateway: PaymentGateway, log: Logger): RefundDispatcher {
  const { db } = database;

  async function claim(now: Date) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(gatewayRefunds)
        .where(and(eq(gatewayRefunds.status, 'pending'), lte(gatewayRefunds.nextAttemptAt, now)))
        .orderBy(asc(gatewayRefunds.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx
        .update(gatewayRefunds)
        .set({ attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(eq(gatewayRefunds.id, row.id));
      const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
      return payment ? { row: { ...row, attempts: row.attempts + 1 }, reference: payment.reference } : null;
    });
  }

  async function pass(): Promise<number> {
    let accepted = 0;
    for (let i = 0; i < PASS_LIMIT; i++) {
      const claimed = await claim(new Date());
      if (!claimed) break;
      const { row, reference } = claimed;
      try {
        const result = await gateway.refund(reference, row.amountSen, `refund-${row.id}`);
        await db.transaction((tx) => settle(tx as unknown as Db, row, result.refundReference, new Date()));
        accepted++;
      } catch (error) {
        const retryAt = new Date(Date.now() + refundRetryMs(row.attempts));
        log.warn({ err: error, refund: row.id, retryAt }, 'gateway refund failed; it will be retried');
        await db
          .update(gatewayRefunds)
          .set({ lastError: error instanceof Error ? error.message : String(error), nextAttemptAt: retryAt })
          .where(and(eq(gatewayRefunds.id, row.id), eq(gatewayRefunds.status, 'pending')))
          .catch(() => undefined);
      }
    }
    return accepted;
  }

  const passes = serialPasses(pass, log, 'gateway refund pass failed');
  return { sendDue: passes.run, idle: passes.idle };
}
