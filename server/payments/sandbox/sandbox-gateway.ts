import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { paymentMethods } from '../../../src/shared/contract/orders';
import type { Db } from '../../db/client';
import { sandboxCheckouts } from '../../db/schema';
import type { CheckoutVerdict, GatewayEvent, PaymentGateway } from '../gateway';

export const CALLBACK_MAX_SKEW_SECONDS = 300;

/** The sandbox's signature: `t=<unix s>,v1=HMAC-SHA256("<t>.<raw body>")`, the shape Stripe uses. */
export function signCallback(secret: string, rawBody: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

function signatureHolds(secret: string, rawBody: string, header: string, now: Date): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > CALLBACK_MAX_SKEW_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(match[2] as string, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The sandbox's callback body; `id` came with events (before, a callback had none). */
const callbackBody = z.object({
  id: z.string().min(1).max(80).optional(),
  reference: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  method: z.string().max(40),
  amountSen: z.number().int().nonnegative(),
});
export type SandboxCallback = z.infer<typeof callbackBody>;

/** The sandbox's book records what its payer did, so a lost callback is found by a status fetch. */
export async function recordSandboxOutcome(
  db: Db,
  outcome: { reference: string; method: string; paid: boolean; amountSen: number },
) {
  const state = outcome.paid ? 'paid' : 'failed';
  await db
    .insert(sandboxCheckouts)
    .values({ reference: outcome.reference, method: outcome.method, state, amountSen: outcome.amountSen })
    .onConflictDoUpdate({
      target: sandboxCheckouts.reference,
      set: { method: outcome.method, state, updatedAt: new Date() },
    });
}

/** What the sandbox's book says of a checkout, as a verdict. */
function verdictOf(row: typeof sandboxCheckouts.$inferSelect | undefined, now: Date): CheckoutVerdict {
  if (!row || row.state === 'open') return { state: 'open' };
  if (row.state === 'paid') {
    return {
      state: 'paid',
      method: row.method ?? 'fpx',
      amountSen: row.amountSen,
      gatewayPaymentId: null,
      paidAt: now,
    };
  }
  if (row.state === 'failed') return { state: 'failed', method: row.method ?? 'fpx' };
  return { state: 'expired' };
}

/**
 * Roda's own gateway for development and staging (PAYMENT_GATEWAY=sandbox): a hosted page where the
 * payer picks a method and approves or declines (sandbox.routes.ts), a signed server-to-server
 * callback, and a book of what happened on its page (sandbox_checkouts) so that a status fetch
 * answers as a real gateway's does when its callback was lost. No money moves; its fee is nil.
 */
export function createSandboxGateway(secret: string, db: Db): PaymentGateway {
  return {
    name: 'sandbox',
    mode: 'sandbox',
    methods: paymentMethods,
    webhook: { path: '/api/pay/sandbox/callback', signatureHeader: 'x-gateway-signature' },

    async start({ reference, method, amountSen }) {
      await db.insert(sandboxCheckouts).values({ reference, method, state: 'open', amountSen }).onConflictDoNothing();
      return { gatewayRef: reference, checkoutUrl: `/pay/sandbox/checkout?ref=${encodeURIComponent(reference)}` };
    },

    verifyEvent(rawBody, signature, now): GatewayEvent | null {
      if (!signatureHolds(secret, rawBody, signature, now)) return null;
      let body: SandboxCallback;
      try {
        body = callbackBody.parse(JSON.parse(rawBody));
      } catch {
        return null;
      }
      // a callback without an id is named by what it says: the same callback twice is one event
      const id = body.id ?? `sandbox:${body.reference}:${body.status}`;
      const verdict: CheckoutVerdict =
        body.status === 'paid'
          ? { state: 'paid', method: body.method, amountSen: body.amountSen, gatewayPaymentId: null, paidAt: now }
          : { state: 'failed', method: body.method };
      return {
        id,
        type: `sandbox.${body.status}`,
        payload: body,
        kind: 'checkout',
        reference: body.reference,
        verdict,
      };
    },

    async fetchCheckout(gatewayRef) {
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.reference, gatewayRef));
      return verdictOf(row, new Date());
    },

    async cancelCheckout(gatewayRef) {
      // only an open checkout closes; a paid one stays paid, as at a real gateway
      await db
        .update(sandboxCheckouts)
        .set({ state: 'expired', updatedAt: new Date() })
        .where(and(eq(sandboxCheckouts.reference, gatewayRef), eq(sandboxCheckouts.state, 'open')));
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.reference, gatewayRef));
      return verdictOf(row, new Date());
    },

    async refund({ idempotencyKey }) {
      // derived from the key, not remembered: every process (and every restart) answers a repeated
      // key with the same refund, as a real gateway does with its own stored keys
      const digest = createHmac('sha256', secret).update(`refund\n${idempotencyKey}`).digest('hex');
      return { state: 'succeeded', gatewayRefundId: `RF${digest.slice(0, 12).toUpperCase()}` };
    },

    fetchRefund(gatewayRefundId) {
      return Promise.resolve({ state: 'succeeded', gatewayRefundId });
    },

    settlement() {
      return Promise.resolve(null);
    },
  };
}
