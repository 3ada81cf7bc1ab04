/**
 * The `signature` header (docs/architecture.md#signature): `t=<unix seconds>,v2=<hex HMAC-SHA256>` over
 * `t \n path \n sha256(body) \n Idempotency-Key` (empty when the call has none), keyed by the
 * session secret that login returned. Signing the key means a captured request replays as the same
 * request (its stored answer), never as a new one. Web Crypto only, so the app, the service worker
 * and the server share this one implementation. `v1` (without the key) is what apps before 1.1 send:
 * the server still accepts it for calls that change nothing (docs/decisions/012).
 */
const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(body: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(body)));
}

/** HMAC-SHA256 of the canonical lines, hex. */
export async function hmacHex(secret: string, lines: readonly (string | number)[]): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(lines.join('\n'))));
}

export type SignatureVersion = 'v1' | 'v2';

/** The MAC of a JSON call: v2 signs the Idempotency-Key too, v1 did not. */
export async function computeSignature(
  secret: string,
  timestamp: number,
  path: string,
  body: string,
  idempotencyKey = '',
  version: SignatureVersion = 'v2',
): Promise<string> {
  const bodyHash = await sha256Hex(body);
  return hmacHex(secret, version === 'v2' ? [timestamp, path, bodyHash, idempotencyKey] : [timestamp, path, bodyHash]);
}

/** Builds the header value; `now` is injectable for tests. */
export async function signRequest(
  secret: string,
  path: string,
  body: string,
  idempotencyKey = '',
  now = Date.now(),
): Promise<string> {
  const t = Math.floor(now / 1000);
  return `t=${t},v2=${await computeSignature(secret, t, path, body, idempotencyKey)}`;
}

export function parseSignature(header: string): { t: number; version: SignatureVersion; mac: string } | null {
  const match = /^t=(\d{1,12}),(v[12])=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return null;
  return { t: Number(match[1]), version: match[2] as SignatureVersion, mac: match[3] as string };
}

/** Allowed clock difference between client and server. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;
