import { describe, expect, it } from 'vitest';
import { allCalls } from '@/shared/contract/calls';
import { api } from './api-calls';

describe('the app call table', () => {
  it('names only calls of the contract, each by its contract path', () => {
    const paths = new Set(allCalls.map((c) => c.path));
    for (const [name, path] of Object.entries(api)) expect(paths.has(path), `${name}: ${path}`).toBe(true);
  });

  it('has no two names for one call', () => {
    const seen: string[] = Object.values(api);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
