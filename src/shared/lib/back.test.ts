import { describe, expect, it } from 'vitest';
import { backAction } from './back';

describe('back button rule (docs/product.md#back)', () => {
  it('goes home when this is the only page on the stack', () => {
    expect(backAction(1)).toBe('home');
  });
  it('goes back one page otherwise', () => {
    expect(backAction(2)).toBe('back');
    expect(backAction(7)).toBe('back');
  });
});
