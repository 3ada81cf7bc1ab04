import { createDecipheriv, createECDH, createHmac, createPublicKey, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 for server tests: it takes what the server posts to a subscription's
 * endpoint, and a browser-side subscription whose own ECDH keys decrypt it (RFC 8291, aes128gcm).
 */

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface LocalPushService {
  origin: string;
  received: ReceivedPush[];
  /** Paths that answer 410 Gone (an unsubscribed browser); others answer 201. */
  gone: Set<string>;
  /** Paths that answer 500 (a push service having a bad day). */
  failing: Set<string>;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const failing = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = gone.has(path) ? 410 : failing.has(path) ? 500 : 201;
      if (status === 201) received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    gone,
    failing,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its keys, and the decryption of what it is sent. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

export function makeSubscription(endpoint: string): TestSubscription {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = Buffer.from(Array.from({ length: 16 }, (_, i) => (i * 37 + endpoint.length) & 0xff));
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, ecdh, authSecret),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one record, as web-push sends it. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic]);
  const ikm = hmac(hmac(authSecret, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record (no 0x02 delimiter)');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a push request's `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT for the push
 * service's origin, signed by the key it names. Answers the JWT's claims.
 */
export function verifyVapid(header: string | string[] | undefined, expectedKey: string): Record<string, unknown> {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${value}`);
  if (match[2] !== expectedKey) throw new Error('signed with another key');
  const [head, claims, signature] = match[1].split('.');
  if (!head || !claims || !signature) throw new Error('not a JWT');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}
