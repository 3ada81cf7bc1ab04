import { describe, expect, it } from 'vitest';
import { compareVersions } from './app-version';

describe('compareVersions', () => {
  it('orders dotted versions by number, not by text', () => {
    expect(compareVersions('1.0.0', '1.0.1')).toBeLessThan(0);
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
  });
});
