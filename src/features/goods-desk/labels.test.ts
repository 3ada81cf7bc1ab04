import { describe, expect, it } from 'vitest';
import { goodsStage } from './labels';
import { pickupCodeOf } from './scanned-code';

const mail = { orderType: 'mail' as const, packedAt: null, expressNo: null };

describe('the stage the goods desk shows', () => {
  it('follows a self-pickup order from waiting to collected', () => {
    expect(goodsStage({ ...mail, orderType: 'pickup', status: 'pendingPickup' })).toBe('waitingPickup');
    expect(goodsStage({ ...mail, orderType: 'pickup', status: 'completed' })).toBe('collected');
  });
  it('follows a mail order from paid to packed, shipped and received', () => {
    expect(goodsStage({ ...mail, status: 'pendingReceipt' })).toBe('toPack');
    expect(goodsStage({ ...mail, status: 'pendingReceipt', packedAt: '2026-01-01T00:00:00Z' })).toBe('toShip');
    expect(goodsStage({ ...mail, status: 'pendingReceipt', packedAt: 'x', expressNo: 'EP1' })).toBe('shipped');
    expect(goodsStage({ ...mail, status: 'completed', packedAt: 'x', expressNo: 'EP1' })).toBe('received');
  });
  it('says a refunded or cancelled order is closed, whatever its type', () => {
    expect(goodsStage({ ...mail, status: 'refunded' })).toBe('closed');
    expect(goodsStage({ ...mail, orderType: 'pickup', status: 'cancelled' })).toBe('closed');
  });
});

describe('a pickup code out of what a scanner or a paste gives', () => {
  it('keeps exactly six digits', () => {
    expect(pickupCodeOf('123456')).toBe('123456');
    expect(pickupCodeOf(' 123 456 ')).toBe('123456');
    expect(pickupCodeOf('12345')).toBeNull();
    expect(pickupCodeOf('1234567')).toBeNull();
    expect(pickupCodeOf('')).toBeNull();
  });
});
