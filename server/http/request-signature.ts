import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ResultCode } from '../../src/shared/contract/codes';
import { parseSignature, SIGNATURE_MAX_SKEW_SECONDS, type SignatureVersion } from '../../src/shared/lib/signature';
import { AppError } from './errors';

function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks the `signature` header of a call made with a session (docs/architecture.md#signature),
 * JSON and upload alike: present, fresh (5 minutes), and matching `expected(t, version)`. A v1
 * signature (apps before 1.1, which did not sign the Idempotency-Key) is accepted only for calls
 * that change nothing.
 */
export async function verifySignature(
  header: string,
  now: Date,
  mutating: boolean,
  expected: (t: number, version: SignatureVersion) => string | Promise<string>,
): Promise<void> {
  if (header === '') throw new AppError(ResultCode.signatureMissing, 'signatureMissing');
  const parsed = parseSignature(header);
  if (!parsed) throw new AppError(ResultCode.signatureInvalid, 'signatureInvalid');
  if (Math.abs(now.getTime() / 1000 - parsed.t) > SIGNATURE_MAX_SKEW_SECONDS) {
    throw new AppError(ResultCode.signatureStale, 'signatureStale');
  }
  if (parsed.version === 'v1' && mutating) throw new AppError(ResultCode.signatureOutdated, 'signatureOutdated');
  if (!safeEqualHex(await expected(parsed.t, parsed.version), parsed.mac)) {
    throw new AppError(ResultCode.signatureInvalid, 'signatureInvalid');
  }
}

/**
 * The MAC of a JSON call (src/shared/lib/signature.ts `computeSignature`, the same lines), with
 * node:crypto in this thread: Web Crypto's import, digest and sign each go through the thread pool
 * and cost 12.7% of the signed list's CPU, 17.6% of a write's
 * (docs/decisions/016-server-speed.md#part-1).
 */
export function computeSignatureNode(
  secret: string,
  timestamp: number,
  path: string,
  body: string,
  idempotencyKey = '',
  version: SignatureVersion = 'v2',
): string {
  return signatureOfHashNode(secret, timestamp, path, sha256HexNode(body), idempotencyKey, version);
}

/** SHA-256, hex, of a body's text or bytes. */
export const sha256HexNode = (body: string | Uint8Array): string => createHash('sha256').update(body).digest('hex');

/**
 * The MAC over a body's SHA-256 (hex) instead of the body: the JSON calls' lines, and the upload's,
 * whose hash is that of the file bytes (src/shared/lib/upload-signature.ts).
 */
export function signatureOfHashNode(
  secret: string,
  timestamp: number,
  path: string,
  bodyHash: string,
  idempotencyKey = '',
  version: SignatureVersion = 'v2',
): string {
  const lines = version === 'v2' ? [timestamp, path, bodyHash, idempotencyKey] : [timestamp, path, bodyHash];
  return createHmac('sha256', secret).update(lines.join('\n')).digest('hex');
}
