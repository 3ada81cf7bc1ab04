import { describe, expect, it } from 'vitest';
import { formatRM, ringgitToSen } from './money';

describe('formatRM', () => {
  it('shows sen as ringgit with two decimals', () => {
    expect(formatRM(15900)).toBe('RM 159.00');
    expect(formatRM(5)).toBe('RM 0.05');
    expect(formatRM(0)).toBe('RM 0.00');
    expect(formatRM(123456789)).toBe('RM 1,234,567.89');
    expect(formatRM(-250)).toBe('-RM 2.50');
  });
  it('turns typed ringgit into whole sen without float drift', () => {
    expect(ringgitToSen(159.9)).toBe(15990);
    expect(ringgitToSen(0.29)).toBe(29);
  });
});
