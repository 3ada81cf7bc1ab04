import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What Roda needs from a payment gateway. The sandbox below has the shape Malaysian gateways use
 * (hosted checkout, browser redirect back, signed server-to-server callback), so a real one is a
 * second implementation of this interface.
 */
export interface PaymentGateway {
  name: string;
  /** Where to send the payer for this payment. */
  checkoutUrl(reference: string): string;
  /** Verifies a callback's signature header over its raw body; false for forged or stale ones. */
  verifyCallback(rawBody: string, signatureHeader: string, now: Date): boolean;
  /**
   * Returns money for a paid payment; resolves when the gateway accepted the refund. Called only
   * after the transaction that decided it committed; a repeat with the same idempotency key is the
   * same refund (real gateways take such a key; the sandbox derives its answer from the key).
   */
  refund(reference: string, amountSen: number, idempotencyKey: string): Promise<{ refundReference: string }>;
}

export const CALLBACK_MAX_SKEW_SECONDS = 300;

export function signCallback(secret: string, rawBody: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function createSandboxGateway(secret: string): PaymentGateway {
  return {
    name: 'sandbox',
    checkoutUrl: (reference) => `/pay/sandbox/checkout?ref=${encodeURIComponent(reference)}`,
    verifyCallback(rawBody, header, now) {
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
      if (!match) return false;
      const t = Number(match[1]);
      if (Math.abs(now.getTime() / 1000 - t) > CALLBACK_MAX_SKEW_SECONDS) return false;
      const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
      const given = Buffer.from(match[2] as string, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    async refund(_reference, _amountSen, idempotencyKey) {
      // derived from the key, not remembered: every process (and every restart) answers a repeated
      // key with the same refund, as a real gateway does with its own stored keys
      const digest = createHmac('sha256', secret).update(`refund\n${idempotencyKey}`).digest('hex');
      return { refundReference: `RF${digest.slice(0, 12).toUpperCase()}` };
    },
  };
}
