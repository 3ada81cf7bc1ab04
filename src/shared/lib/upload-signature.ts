/**
 * The `signature` header of the multipart upload call (src/shared/contract/uploads.ts): like every
 * call, `t=<unix s>,v2=<hex HMAC-SHA256>` over `t \n path \n body hash \n Idempotency-Key`, but the
 * body hash is the SHA-256 of the raw file bytes, because the multipart envelope (boundary, part
 * headers) is chosen by the browser. Web Crypto only, so the page, the service worker and the
 * server share it.
 */
import { hmacHex, type SignatureVersion } from './signature';

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256HexOfBytes(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

export function computeUploadSignature(
  secret: string,
  timestamp: number,
  path: string,
  fileSha256Hex: string,
  idempotencyKey = '',
  version: SignatureVersion = 'v2',
): Promise<string> {
  return hmacHex(
    secret,
    version === 'v2' ? [timestamp, path, fileSha256Hex, idempotencyKey] : [timestamp, path, fileSha256Hex],
  );
}

/** The header value for uploading `file` to `path`; `now` is injectable for tests. */
export async function signUpload(
  secret: string,
  path: string,
  file: ArrayBuffer | Uint8Array<ArrayBuffer>,
  idempotencyKey = '',
  now = Date.now(),
): Promise<string> {
  const t = Math.floor(now / 1000);
  return `t=${t},v2=${await computeUploadSignature(secret, t, path, await sha256HexOfBytes(file), idempotencyKey)}`;
}
