import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gatewayRefunds, orders, payments, refunds } from '../db/schema';
import type { Lang } from '../i18n/language';
import { localize, text, type TextKey } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import { notifyReviewers } from '../notifications/staff-notices';
import { recordEvent } from '../orders/orders.service';
import { addWorkingDays } from '../orders/working-days';
import { issueRefundDocument } from '../receipts/issue';
import { refundWorkingDays, type RefundVerdict } from './gateway';
import type { VerdictOutcome } from './payment.service';
import { formatRM } from '../../src/shared/lib/format';

/*
 * What happens to money going back once the gateway has spoken (docs/decisions/020): sent, done,
 * failed, or returned another way by a person. Each runs in the caller's transaction.
 */

type GatewayRefundRow = typeof gatewayRefunds.$inferSelect;

/** A refund the gateway is still working on is asked about hourly, then at most daily. */
export const refundCheckMs = (attempts: number) => Math.min(3_600_000 * 2 ** Math.max(0, attempts - 1), 86_400_000);

/** The refund's order and payment, with the order's row lock taken first, as every path takes it. */
async function lockRefundChain(db: Db, paymentId: number) {
  const [owner] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  if (!owner) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, owner.orderId)).for('update');
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return order && payment ? { order, payment } : null;
}

type Chain = NonNullable<Awaited<ReturnType<typeof lockRefundChain>>>;

/** How a person returned the money, as the customer reads it. */
const manualMethodText = (method: string | null): TextKey =>
  method === 'bankTransfer' ? 'refundByBankTransfer' : method === 'cash' ? 'refundByCash' : 'refundByOther';

const amountOf = (row: GatewayRefundRow) => (lang: Lang) => formatRM(row.amountSen, lang);

/** The money reached the payer (or is on its way by the gateway's word): payment, order and request say so. */
async function settle(db: Db, row: GatewayRefundRow, { order, payment }: Chain, how: 'gateway' | 'manual', now: Date) {
  await db.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
  const amount = amountOf(row);
  if (row.reason === 'customerRefund') {
    if (row.refundId !== null) {
      await db.update(refunds).set({ status: 'completed', updatedAt: now }).where(eq(refunds.id, row.refundId));
    }
    await db.update(orders).set({ payStatus: 'refunded', updatedAt: now }).where(eq(orders.id, order.id));
    // the money is back: the refund document citing the receipt, in this transaction (decision 023)
    await issueRefundDocument(db, order.id, row.refundId, now);
    await recordEvent(
      db,
      order.id,
      how === 'gateway' ? 'refundPaid' : 'refundPaidManually',
      row.gatewayReference ?? '',
    );
    const body: TextKey = how === 'gateway' ? 'inboxRefundPaidBody' : 'inboxRefundManualBody';
    await notify(db, order.userId, {
      kind: 'refund',
      title: localize('inboxRefundTitle'),
      content: localize(body, { orderNo: order.orderNo, amount, how: text(manualMethodText(row.manualMethod)) }),
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

/**
 * Applies what the gateway says of a refund (docs/decisions/020): pending → sent (the customer is
 * told by when), → done, or → failed (a person returns the money another way, see
 * recordManualRefund). A failure after success (the bank sent it back) moves it to failed too:
 * the money is the shop's again until someone returns it. Repeats change nothing.
 */
export async function applyRefundVerdict(
  db: Db,
  found: { rowId: number | null; gatewayRefundId: string },
  verdict: RefundVerdict,
  now: Date,
): Promise<VerdictOutcome> {
  const [located] = await db
    .select({ id: gatewayRefunds.id, paymentId: gatewayRefunds.paymentId })
    .from(gatewayRefunds)
    .where(
      found.rowId !== null
        ? eq(gatewayRefunds.id, found.rowId)
        : eq(gatewayRefunds.gatewayReference, found.gatewayRefundId),
    );
  if (!located) return 'unknown';
  const chain = await lockRefundChain(db, located.paymentId);
  const [row] = await db.select().from(gatewayRefunds).where(eq(gatewayRefunds.id, located.id)).for('update');
  if (!chain || !row) return 'unknown';
  const known = { gatewayReference: row.gatewayReference ?? verdict.gatewayRefundId };

  if (verdict.state === 'pending') {
    if (row.status !== 'pending') return 'replayed';
    await db
      .update(gatewayRefunds)
      .set({
        ...known,
        status: 'sent',
        sentAt: now,
        expectedBy: addWorkingDays(now, refundWorkingDays(chain.payment.method)),
        nextAttemptAt: new Date(now.getTime() + refundCheckMs(1)),
        attempts: 0,
        lastError: null,
      })
      .where(eq(gatewayRefunds.id, row.id));
    return 'applied';
  }

  if (verdict.state === 'succeeded') {
    if (row.status !== 'pending' && row.status !== 'sent') return 'replayed';
    await db
      .update(gatewayRefunds)
      .set({ ...known, status: 'done', doneAt: now, sentAt: row.sentAt ?? now, lastError: null })
      .where(eq(gatewayRefunds.id, row.id));
    await settle(db, { ...row, ...known }, chain, 'gateway', now);
    return 'applied';
  }

  if (row.status === 'failed' || row.status === 'manual') return 'replayed';
  await db
    .update(gatewayRefunds)
    .set({ ...known, status: 'failed', failureReason: verdict.reason, doneAt: null })
    .where(eq(gatewayRefunds.id, row.id));
  const { order } = chain;
  if (row.status === 'done') {
    // the bank sent it back after all: the money is owed again
    await db.update(payments).set({ status: 'refundDue', updatedAt: now }).where(eq(payments.id, chain.payment.id));
    if (row.refundId !== null) {
      await db.update(refunds).set({ status: 'processing', updatedAt: now }).where(eq(refunds.id, row.refundId));
    }
  }
  if (row.reason === 'customerRefund') {
    await db.update(orders).set({ payStatus: 'refunding', updatedAt: now }).where(eq(orders.id, order.id));
  }
  await recordEvent(db, order.id, 'refundFailed', verdict.reason);
  await notify(db, order.userId, {
    kind: 'refund',
    title: localize('inboxRefundTitle'),
    content: localize('inboxRefundFailedBody', { orderNo: order.orderNo, amount: amountOf(row) }),
    refType: 'order',
    refId: order.id,
  });
  await notifyReviewers(db, order.orderType === 'mail' ? null : order.storeId, 'inboxRefundFailedStaffBody', {
    orderNo: order.orderNo,
  });
  return 'applied';
}

export interface ManualRefund {
  method: string;
  reference: string;
  note: string;
  byUserId: number;
}

/**
 * A refund the gateway could not make, returned another way (a bank transfer, cash at the
 * workshop): who, how and its reference are kept, and the customer is told. Only a failed refund
 * can be recorded so, once; a repeat answers 'replayed'.
 */
export async function recordManualRefund(db: Db, rowId: number, manual: ManualRefund, now: Date) {
  const [located] = await db
    .select({ paymentId: gatewayRefunds.paymentId })
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.id, rowId));
  if (!located) return 'unknown' as const;
  const chain = await lockRefundChain(db, located.paymentId);
  const [row] = await db.select().from(gatewayRefunds).where(eq(gatewayRefunds.id, rowId)).for('update');
  if (!chain || !row) return 'unknown' as const;
  if (row.status === 'manual') return 'replayed' as const;
  if (row.status !== 'failed') return 'notFailed' as const;
  const recorded = {
    status: 'manual' as const,
    manualMethod: manual.method,
    manualReference: manual.reference,
    manualNote: manual.note,
    manualBy: manual.byUserId,
    doneAt: now,
  };
  await db.update(gatewayRefunds).set(recorded).where(eq(gatewayRefunds.id, row.id));
  await settle(db, { ...row, ...recorded }, chain, 'manual', now);
  return 'applied' as const;
}
