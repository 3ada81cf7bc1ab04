import { describe, expect, it } from 'vitest';
import { decideVersion, versionNumber } from './version-check';

describe('version check (docs/product.md#version-check)', () => {
  it('removes the dots and compares numerically', () => {
    expect(versionNumber('1.0.0')).toBe(100);
    expect(versionNumber('1.2.10')).toBe(1210);
    expect(Number.isNaN(versionNumber('beta'))).toBe(true);
  });

  it('stores on first run, updates only when the server is greater', () => {
    expect(decideVersion(null, '1.0.0')).toBe('store');
    expect(decideVersion('', '1.0.0')).toBe('store');
    expect(decideVersion('1.0.0', '1.0.1')).toBe('update');
    expect(decideVersion('1.0.1', '1.0.1')).toBe('none');
    expect(decideVersion('1.0.2', '1.0.1')).toBe('none');
    expect(decideVersion('1.0.0', 'garbage')).toBe('none');
  });
});
