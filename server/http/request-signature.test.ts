import { describe, expect, it } from 'vitest';
import { computeSignature } from '../../src/shared/lib/signature';
import { computeUploadSignature, sha256HexOfBytes } from '../../src/shared/lib/upload-signature';
import { computeSignatureNode, sha256HexNode, signatureOfHashNode } from './request-signature';

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

  it('computes the upload’s MAC, over the file bytes’ SHA-256, as the shared signer does', async () => {
    const file = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]);
    expect(sha256HexNode(file)).toBe(await sha256HexOfBytes(file));
    for (const version of ['v1', 'v2'] as const) {
      for (const key of ['', 'upload-key-0001']) {
        expect(signatureOfHashNode('s3cret', 1_790_000_000, '/api/up', sha256HexNode(file), key, version)).toBe(
          await computeUploadSignature('s3cret', 1_790_000_000, '/api/up', await sha256HexOfBytes(file), key, version),
        );
      }
    }
  });
});
