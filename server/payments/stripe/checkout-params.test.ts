import { afterEach, expect, it, vi } from 'vitest';
import type { CheckoutStart } from '../gateway';
import { stripeCheckoutParams } from './checkout-params';

const attemptAt = new Date('2026-11-29T05:00:00Z');
const start: CheckoutStart = {
  reference: 'PAY-1',
  orderNo: 'RD20261129000001',
  amountSen: 32_060,
  method: 'fpx',
  lang: 'en',
  returnUrl: 'http://127.0.0.1/app/pages/pay/pay?orderId=1&reference=PAY-1',
  cancelUrl: 'http://127.0.0.1/app/pages/pay/pay?orderId=1&reference=PAY-1&result=cancelled',
  // an unpaid order's 30 minutes: shorter than Stripe keeps a session open
  expiresAt: new Date(attemptAt.getTime() + 30 * 60_000),
  attemptAt,
  idempotencyKey: 'checkout-PAY-1',
};

afterEach(() => void vi.useRealTimers());

it('asks Stripe the same for every start of one attempt, whenever it comes (one idempotency key)', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(attemptAt.getTime() + 900));
  const first = stripeCheckoutParams(start, ['card', 'fpx']);
  // a double tap or a second process a few seconds later: Stripe refuses a key reused with other parameters
  vi.setSystemTime(new Date(attemptAt.getTime() + 7_300));
  expect(stripeCheckoutParams(start, ['card', 'fpx'])).toEqual(first);
});

it("keeps the session open at least Stripe's 30 minutes from a start within ten minutes of the attempt", () => {
  const params = stripeCheckoutParams(start, ['card', 'fpx']);
  const tenMinutesOn = attemptAt.getTime() / 1000 + 10 * 60;
  expect(params.expires_at).toBeGreaterThanOrEqual(tenMinutesOn + 30 * 60);
  // and never past Stripe's 24 hours
  const longOrder = stripeCheckoutParams({ ...start, expiresAt: new Date(attemptAt.getTime() + 3 * 86_400_000) }, [
    'card',
  ]);
  expect(longOrder.expires_at).toBeLessThan(attemptAt.getTime() / 1000 + 24 * 3600);
});
