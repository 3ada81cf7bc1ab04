import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { HeaderName } from '../../src/shared/contract/headers';
import { ORDER_EXPORT_PATH } from '../../src/shared/contract/office-orders';
import { PRODUCT_EXPORT_PATH } from '../../src/shared/contract/office';
import { UPLOAD_IMAGE_PATH } from '../../src/shared/contract/uploads';
import { computeSignature, type SignatureVersion } from '../../src/shared/lib/signature';
import { computeUploadSignature, sha256HexOfBytes } from '../../src/shared/lib/upload-signature';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { smallJpeg } from '../testing/uploads';

/**
 * The routes that are not JSON calls (the image upload, the product and order exports) go through one
 * helper (signed-raw-route.ts): the session, the signature (v1 and v2 as for calls), the
 * Idempotency-Key, the permission, the body limit and the error envelope are the same for each.
 */

interface Sent {
  status: number;
  type: string;
  body: { code: number; data: unknown; msg: string } | null;
}

interface RouteCase {
  path: string;
  /** Changes something: a v2 signature and an Idempotency-Key are required. */
  mutating: boolean;
  /** The MAC of this route's body at `t` (seconds), as the app computes it. */
  mac(secret: string, t: number, key: string, version: SignatureVersion): Promise<string>;
  post(server: TestServer, headers: Record<string, string>): Promise<Response>;
  /** The content type of a good answer. */
  okType: string;
}

const jsonRoute = (routePath: string, body: string): RouteCase => ({
  path: routePath,
  mutating: false,
  mac: (secret, t, key, version) => computeSignature(secret, t, routePath, body, key, version),
  post: (server, headers) =>
    fetch(`${server.baseUrl}${routePath}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    }),
  okType: 'text/csv',
});

function uploadRoute(file: Uint8Array<ArrayBuffer>): RouteCase {
  return {
    path: UPLOAD_IMAGE_PATH,
    mutating: true,
    mac: async (secret, t, key, version) =>
      computeUploadSignature(secret, t, UPLOAD_IMAGE_PATH, await sha256HexOfBytes(file), key, version),
    post: (server, headers) => {
      const form = new FormData();
      form.set('purpose', 'complaint');
      form.set('file', new Blob([file], { type: 'image/jpeg' }), 'photo.jpg');
      return fetch(`${server.baseUrl}${UPLOAD_IMAGE_PATH}`, { method: 'POST', headers, body: form });
    },
    okType: 'application/json',
  };
}

interface SendOptions {
  /** Seconds added to the signature's time stamp (a stale one is 10 minutes off). */
  skew?: number;
  version?: SignatureVersion;
  /** Sign with another secret (a forged signature). */
  secret?: string;
  /** The Idempotency-Key sent and signed; a fresh one for a mutating route unless given, null for none. */
  key?: string | null;
  signature?: string;
}

async function send(server: TestServer, route: RouteCase, session: Session | null, options: SendOptions = {}) {
  const headers: Record<string, string> = { language: 'en_us', userKey: session?.userKey ?? '' };
  const key = options.key === undefined ? (route.mutating ? randomUUID() : null) : options.key;
  if (key !== null) headers[HeaderName.idempotencyKey] = key;
  if (session) {
    const t = Math.floor(Date.now() / 1000) + (options.skew ?? 0);
    const version = options.version ?? 'v2';
    const mac = await route.mac(options.secret ?? session.secret, t, key ?? '', version);
    headers.signature = options.signature ?? `t=${t},${version}=${mac}`;
  }
  const res = await route.post(server, headers);
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  const sent: Sent = {
    status: res.status,
    type,
    body: type.includes('json') ? (JSON.parse(text) as Sent['body']) : null,
  };
  return sent;
}

describe('signed raw routes are mounted through the one helper', () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const routeFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : routeFiles(full);
      return entry.name.endsWith('.routes.ts') ? [full] : [];
    });

  it('no route file checks a signature or finds a signed caller’s session by itself', () => {
    const handRolled = routeFiles(serverDir).filter((file) =>
      /\b(verifySignature|computeSignatureNode|computeUploadSignature|HeaderName\.signature)\b/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(handRolled.map((file) => path.relative(serverDir, file))).toEqual([]);
  });
});

describeOnEachDatabase('signed raw routes', (kind) => {
  let server: TestServer;
  let company: Session;
  let customer: Session;
  let routes: RouteCase[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    company = await staffLogin(server, STAFF_PHONES.company);
    customer = await server.login('+60147770041');
    const jpeg = new Uint8Array(await smallJpeg());
    routes = [
      jsonRoute(PRODUCT_EXPORT_PATH, '{}'),
      jsonRoute(ORDER_EXPORT_PATH, '{"orderNo":"RD"}'),
      uploadRoute(jpeg),
    ];
  }, 60_000);
  afterAll(() => server.close());

  const expectRefused = (sent: Sent, code: number, status: number) => {
    expect(sent.status).toBe(status);
    expect(sent.body).toMatchObject({ code, data: 'FAIL' });
    expect(sent.body?.msg).not.toBe('');
  };

  it.each([PRODUCT_EXPORT_PATH, ORDER_EXPORT_PATH, UPLOAD_IMAGE_PATH])(
    '%s answers a good signed request',
    async (p) => {
      const route = routes.find((r) => r.path === p) as RouteCase;
      const sent = await send(server, route, company);
      expect(sent.status).toBe(200);
      expect(sent.type).toContain(route.okType);
    },
  );

  it.each([PRODUCT_EXPORT_PATH, ORDER_EXPORT_PATH, UPLOAD_IMAGE_PATH])(
    '%s refuses a missing or unknown session (708), a forged signature (1103), a stale one (1102) and none (1101)',
    async (p) => {
      const route = routes.find((r) => r.path === p) as RouteCase;
      expectRefused(await send(server, route, null), ResultCode.sessionExpired, 401);
      const unknown = { userKey: 'a'.repeat(64), secret: 'b'.repeat(64) };
      expectRefused(await send(server, route, unknown), ResultCode.sessionExpired, 401);
      expectRefused(await send(server, route, company, { secret: 'c'.repeat(64) }), ResultCode.signatureInvalid, 401);
      expectRefused(await send(server, route, company, { skew: -600 }), ResultCode.signatureStale, 401);
      expectRefused(await send(server, route, company, { skew: 600 }), ResultCode.signatureStale, 401);
      expectRefused(await send(server, route, company, { signature: '' }), ResultCode.signatureMissing, 401);
      expectRefused(await send(server, route, company, { signature: 't=1,v2=zz' }), ResultCode.signatureInvalid, 401);
    },
  );

  it.each([PRODUCT_EXPORT_PATH, ORDER_EXPORT_PATH, UPLOAD_IMAGE_PATH])(
    '%s takes v1 only when it changes nothing, and an Idempotency-Key only when well formed',
    async (p) => {
      const route = routes.find((r) => r.path === p) as RouteCase;
      const v1 = await send(server, route, company, { version: 'v1' });
      if (route.mutating) expectRefused(v1, ResultCode.signatureOutdated, 401);
      else expect(v1.status).toBe(200);
      expectRefused(await send(server, route, company, { key: 'bad key!' }), ResultCode.idempotencyKeyInvalid, 400);
      const withoutKey = await send(server, route, company, { key: null });
      if (route.mutating) expectRefused(withoutKey, ResultCode.idempotencyKeyInvalid, 400);
      else expect(withoutKey.status).toBe(200);
    },
  );

  it('passes the permission of each route: a customer may upload, but not export', async () => {
    for (const route of routes) {
      const sent = await send(server, route, customer);
      if (route.path === UPLOAD_IMAGE_PATH) expect(sent.status).toBe(200);
      else expectRefused(sent, ResultCode.forbidden, 403);
    }
  });

  it('holds an export to its body limit, named in the caller’s language', async () => {
    const big = jsonRoute(ORDER_EXPORT_PATH, JSON.stringify({ orderNo: 'x'.repeat(1024 * 1024 + 1) }));
    const sent = await send(server, big, company);
    expect(sent.status).toBe(413);
    expect(sent.body).toEqual({
      code: ResultCode.bodyTooLarge,
      data: 'FAIL',
      msg: 'The request is too large (at most 1 MB)',
    });
  });

  it('answers a body that is not JSON, or not the route’s, as a call would', async () => {
    const notJson = await send(server, jsonRoute(ORDER_EXPORT_PATH, '{"orderNo":'), company);
    expectRefused(notJson, ResultCode.badJson, 400);
    const wrong = await send(server, jsonRoute(ORDER_EXPORT_PATH, '{"from":"2026-13-45"}'), company);
    expectRefused(wrong, ResultCode.validation, 400);
    const nul = await send(server, jsonRoute(PRODUCT_EXPORT_PATH, '{"note":"a\\u0000b"}'), company);
    expect(nul.body).toMatchObject({
      code: ResultCode.validation,
      msg: 'note contains a character that is not allowed',
    });
  });
});
