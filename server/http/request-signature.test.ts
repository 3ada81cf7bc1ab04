import { describe, expect, it } from 'vitest';
import { computeSignature } from '../../src/shared/lib/signature';
import { computeSignatureNode } from './request-signature';

describe('the server signature check', () => {
  it('computes the same MAC as the shared Web Crypto signer, v1 and v2', async () => {
    const body = '{"group":"all","pageNo":1,"pageSize":10,"note":"ä 中"}';
    for (const version of ['v1', 'v2'] as const) {
      for (const key of ['', '0f1e2d3c-4b5a-4968-8776-655443322110']) {
        expect(computeSignatureNode('s3cret', 1_790_000_000, '/api/x', body, key, version)).toBe(
          await computeSignature('s3cret', 1_790_000_000, '/api/x', body, key, version),
        );
      }
    }
  });
});
