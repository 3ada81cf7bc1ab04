import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { AppError } from '../http/errors';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Lang } from '../i18n/language';

type PaymentRow = typeof payments.$inferSelect;

/** Where the app sends the payer: our own address, which opens the gateway's checkout (checkout-start.ts). */
export const startPath = (reference: string, lang: Lang) => `/pay/start/${encodeURIComponent(reference)}?lang=${lang}`;

/**
 * Records a new payment attempt before the gateway is asked (docs/decisions/020): of the order
 * itself (`extraChargeId` null) or of one of its extra-work charges. Earlier attempts of the same
 * thing still waiting are void; one whose checkout is open at the gateway is closed there by
 * reconciliation. The reference is ours, random, and names the attempt at the gateway.
 */
export async function recordPaymentAttempt(
  db: Db,
  attempt: {
    orderId: number;
    extraChargeId: number | null;
    provider: string;
    method: string | null;
    amountSen: number;
  },
  now: Date,
): Promise<PaymentRow> {
  const sameThing =
    attempt.extraChargeId === null
      ? and(eq(payments.orderId, attempt.orderId), isNull(payments.extraChargeId))
      : eq(payments.extraChargeId, attempt.extraChargeId);
  await db
    .update(payments)
    .set({ status: 'void', nextCheckAt: now, updatedAt: now })
    .where(and(sameThing, eq(payments.status, 'pending')));
  const [payment] = await db
    .insert(payments)
    .values({
      ...attempt,
      reference: `PAY${randomBytes(8).toString('hex').toUpperCase()}`,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  if (!payment) throw new AppError(ResultCode.internal, 'internal');
  return payment;
}
