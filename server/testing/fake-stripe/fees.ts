import type { FakeMethod } from './methods';

/**
 * The fake's fee rule, so fee and net figures are predictable in tests (it is not Stripe's price
 * list, which changes and is per account): card 3% + RM1.00; FPX 2.5% with a minimum of RM1.00;
 * GrabPay 2.5%. Percentages are rounded half up to the sen; the net is the amount less the fee.
 */
export function processingFee(method: FakeMethod, amount: number): number {
  const percent = (rate: number) => Math.round((amount * rate) / 1000);
  switch (method) {
    case 'card':
      return percent(30) + 100;
    case 'fpx':
      return Math.max(percent(25), 100);
    case 'grabpay':
      return percent(25);
  }
}
