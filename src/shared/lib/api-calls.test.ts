import { describe, expect, it } from 'vitest';
import { allCalls } from '@/shared/contract/calls';
import * as catalog from '@/shared/contract/catalog';
import * as content from '@/shared/contract/content';
import * as user from '@/shared/contract/user';
import { api } from './api-calls';

const contract = { ...content, ...user, ...catalog } as Record<string, unknown>;

describe('the app call table', () => {
  it('uses the contract path of every call it names', () => {
    for (const [name, ref] of Object.entries(api)) {
      const definition = contract[name] as { path: string } | undefined;
      expect(definition, name).toBeDefined();
      expect(ref.path, name).toBe(definition?.path);
      expect(allCalls).toContain(definition);
    }
  });
});
