import { describe, expect, it } from 'vitest';
import { payAgainPath, payResultPath } from './checkout-start';

// where the payer lands when the gateway answers or does not: an extra-work charge's payer must come
// back to the charge, not to the order (which has nothing left to pay)
describe('the addresses the payer is sent back to', () => {
  it('keep the charge of an extra-work payment', () => {
    expect(payAgainPath(7, 3)).toBe('/app/pages-order/pay/OrderPay?orderId=7&chargeId=3&problem=gateway');
    expect(payResultPath(7, 'R1', 'cancelled', 3)).toBe(
      '/app/pages/pay/pay?orderId=7&reference=R1&chargeId=3&result=cancelled',
    );
  });
  it("name only the order for the order's own payment", () => {
    expect(payAgainPath(7, null)).toBe('/app/pages-order/pay/OrderPay?orderId=7&problem=gateway');
    expect(payResultPath(7, 'R1')).toBe('/app/pages/pay/pay?orderId=7&reference=R1');
  });
});
