/**
 * The `signature` header of DESIGN §3: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `t \n path \n sha256(body)`, keyed by the session secret that login returned.
 * Web Crypto only, so the app, the service worker and the server share this one implementation.
 */
const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(body: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(body)));
}

export async function computeSignature(secret: string, timestamp: number, path: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const canonical = `${timestamp}\n${path}\n${await sha256Hex(body)}`;
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(canonical)));
}

/** Builds the header value; `now` is injectable for tests. */
export async function signRequest(secret: string, path: string, body: string, now = Date.now()): Promise<string> {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${await computeSignature(secret, t, path, body)}`;
}

export function parseSignature(header: string): { t: number; v1: string } | null {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return null;
  return { t: Number(match[1]), v1: match[2] as string };
}

/** Allowed clock difference between client and server. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;
