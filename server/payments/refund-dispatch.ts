import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { gatewayRefunds, payments } from '../db/schema';
import { serialPasses } from '../http/serial-passes';
import type { Logger } from '../log';
import type { PaymentGateway, RefundVerdict } from './gateway';
import { applyRefundVerdict, refundCheckMs } from './refund-settlement';

/** How long one process may hold a refund it is sending or checking before another may try it. */
const LEASE_MS = 2 * 60_000;
/** Refunds sent or checked per pass at most, so one pass never runs unbounded. */
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

export interface RefundDispatcher {
  /** Sends every refund that is due and checks those the gateway is working on; resolves with how many moved. */
  sendDue(): Promise<number>;
  /** Resolves when no pass is running (for shutdown). */
  idle(): Promise<void>;
}

/**
 * Sends recorded refunds to the gateway outside any transaction: claim one (a lease, with
 * SKIP LOCKED so several processes share the work), call the gateway with `refund-<id>` as its
 * idempotency key, then apply its answer in a transaction of its own. A refund the gateway is
 * still working on is asked about again later (its webhook usually comes first). A failed call is
 * retried with back-off; a crash between the call and the recording is retried after the lease,
 * and the key keeps the gateway from paying twice.
 */
export function createRefundDispatcher(database: Database, gateway: PaymentGateway, log: Logger): RefundDispatcher {
  const { db } = database;

  async function claim(now: Date) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(gatewayRefunds)
        .where(and(inArray(gatewayRefunds.status, ['pending', 'sent']), lte(gatewayRefunds.nextAttemptAt, now)))
        .orderBy(asc(gatewayRefunds.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx
        .update(gatewayRefunds)
        .set({ attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(eq(gatewayRefunds.id, row.id));
      const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
      return payment ? { row: { ...row, attempts: row.attempts + 1 }, payment } : null;
    });
  }

  async function ask(row: GatewayRefundRow, payment: typeof payments.$inferSelect): Promise<RefundVerdict> {
    if (row.status === 'sent' && row.gatewayReference) return gateway.fetchRefund(row.gatewayReference);
    return gateway.refund({
      reference: payment.reference,
      gatewayPaymentId: payment.gatewayPaymentId,
      amountSen: row.amountSen,
      idempotencyKey: `refund-${row.id}`,
      refundKey: String(row.id),
    });
  }

  async function pass(): Promise<number> {
    let moved = 0;
    for (let i = 0; i < PASS_LIMIT; i++) {
      const claimed = await claim(new Date());
      if (!claimed) break;
      const { row, payment } = claimed;
      try {
        const verdict = await ask(row, payment);
        const outcome = await db.transaction((tx) =>
          applyRefundVerdict(
            tx as unknown as Db,
            { rowId: row.id, gatewayRefundId: verdict.gatewayRefundId },
            verdict,
            new Date(),
          ),
        );
        if (outcome === 'applied') moved++;
        if (verdict.state === 'pending' && row.status === 'sent') {
          // still with the gateway: ask again later
          await db
            .update(gatewayRefunds)
            .set({ nextAttemptAt: new Date(Date.now() + refundCheckMs(row.attempts)) })
            .where(and(eq(gatewayRefunds.id, row.id), eq(gatewayRefunds.status, 'sent')));
        }
      } catch (error) {
        const retryAt = new Date(Date.now() + refundRetryMs(row.attempts));
        log.warn({ err: error, refund: row.id, retryAt }, 'gateway refund call failed; it will be retried');
        await db
          .update(gatewayRefunds)
          .set({ lastError: error instanceof Error ? error.message : String(error), nextAttemptAt: retryAt })
          .where(and(eq(gatewayRefunds.id, row.id), inArray(gatewayRefunds.status, ['pending', 'sent'])))
          .catch(() => undefined);
      }
    }
    return moved;
  }

  const passes = serialPasses(pass, log, 'gateway refund pass failed');
  return { sendDue: passes.run, idle: passes.idle };
}
