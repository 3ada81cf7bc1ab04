import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { UPLOAD_IMAGE_PATH } from '../../src/shared/contract/uploads';
import { signRequest } from '../../src/shared/lib/signature';
import { signUpload } from '../../src/shared/lib/upload-signature';
import {
  HANDOVER_SLOTS,
  TECHNICIAN,
  technicianLogin,
  workOrdersReadyForHandover,
  type ApiSession,
} from '../../tests/support/work-order-setup';
import {
  createEmptyDatabase,
  findNginx,
  freePort,
  startNginx,
  startServerProcess,
  type Balancer,
  type ServerProcess,
} from './cluster';
import { testDatabaseUrl } from './harness';

/**
 * Issue 17: two `npm start` processes on one fresh PostgreSQL database behind a real nginx
 * (round-robin, loopback). What one process did, the other knows; a process killed in the middle
 * of an outbox drain costs nothing: nginx fails over, the client retries with the same keys.
 */

const nginx = findNginx();
const missing = [!testDatabaseUrl && 'TEST_DATABASE_URL', !nginx && 'nginx'].filter(Boolean).join(' and ');
const suite = missing ? describe.skip : describe;
if (missing) console.warn(`scale-out suite skipped: set ${missing} to run it`);
const title = missing
  ? `scale out behind nginx [skipped: set ${missing} (.ci/run installs nginx and finds PostgreSQL)]`
  : 'scale out: two processes behind nginx on one PostgreSQL';

type Envelope<T = unknown> = { code: number; data: T; msg: string };

/** A signed JSON call to one address (a process's own port, or nginx). */
async function call<T = unknown>(
  baseUrl: string,
  pathName: string,
  body: unknown = {},
  options: { session?: ApiSession | null; key?: string; forwardedFor?: string } = {},
): Promise<Envelope<T>> {
  const text = JSON.stringify(body);
  const key = options.key ?? (options.session ? randomUUID() : undefined);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    channel: '8',
    sys: '10',
    version: '1.0.0',
    language: 'en_us',
    userKey: options.session?.userKey ?? '',
  };
  if (key) headers['Idempotency-Key'] = key;
  if (options.session) headers.signature = await signRequest(options.session.secret, pathName, text, key ?? '');
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const response = await fetch(`${baseUrl}${pathName}`, { method: 'POST', headers, body: text });
  return (await response.json()) as Envelope<T>;
}

async function loginCustomer(send: string, read: string, login: string, phone: string): Promise<ApiSession> {
  expect((await call(send, '/api/app/user/send/sms', { phone })).code).toBe(ResultCode.ok);
  const otp = await call<{ code: string }>(read, '/api/dev/sms/latest', { phone });
  expect(otp.code).toBe(ResultCode.ok);
  const answer = await call<ApiSession>(login, '/api/app/user/client-login', { phone, code: otp.data.code });
  expect(answer.code).toBe(ResultCode.ok);
  return answer.data;
}

/** A small camera-like JPEG of one colour with some grain (the server re-encodes whatever it gets). */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 53) % 256, b: (seed * 29) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/** One upload through `baseUrl`, signed when sent, as the outbox does. */
async function upload(baseUrl: string, session: ApiSession, bytes: Buffer, key: string) {
  const form = new FormData();
  form.set('purpose', 'handover');
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const signature = await signUpload(session.secret, UPLOAD_IMAGE_PATH, new Uint8Array(bytes), key);
  return fetch(`${baseUrl}${UPLOAD_IMAGE_PATH}`, {
    method: 'POST',
    headers: {
      channel: '8',
      sys: '10',
      version: '1.0.0',
      language: 'en_us',
      userKey: session.userKey,
      signature,
      'Idempotency-Key': key,
    },
    body: form,
  });
}

/**
 * Sends until an answer comes, the outbox's rules (DESIGN §5): only a well-formed envelope is an
 * answer; network errors, 5xx and non-envelopes (nginx's 502 page) are retried with backoff; a rate
 * refusal waits the time it names. The request is built (and signed) anew for each try.
 */
async function untilAnswered(send: () => Promise<Response>, stats: { retries: number }): Promise<Envelope> {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      const response = await send();
      const text = await response.text();
      const envelope = JSON.parse(text) as Envelope<{ retryAfterSeconds?: number } | null>;
      if (typeof envelope.code !== 'number') throw new Error('not an envelope');
      if (envelope.code === ResultCode.rateLimited) {
        await new Promise((r) => setTimeout(r, (envelope.data?.retryAfterSeconds ?? 1) * 1000));
        continue;
      }
      if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
      return envelope;
    } catch {
      stats.retries += 1;
      await new Promise((r) => setTimeout(r, Math.min(100 * 2 ** attempt, 2000)));
    }
  }
  throw new Error('no answer after 40 tries');
}

suite(title, () => {
  let work: string;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let sql: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  let lb: Balancer;

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'roda-scale-'));
    database = await createEmptyDatabase(testDatabaseUrl as string);
    const [portA, portB, portLb] = await Promise.all([freePort(), freePort(), freePort()]);
    const common = {
      DATABASE_URL: database.url,
      MEDIA_STORAGE: 'postgres',
      LOG_LEVEL: 'warn',
      // nginx passes the caller's address on; limits per address count it, not the balancer's
      TRUST_PROXY: '1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${portLb}`,
      DIST_DIR: path.join(work, 'no-app'),
      // no MEDIA_URL_SECRET: the processes must agree on a key through the database
      MEDIA_URL_SECRET: '',
    };
    // both at once, on an empty database: migrations and the seed must run once
    [a, b] = await Promise.all([
      startServerProcess('A', portA, { ...common, DATA_DIR: path.join(work, 'a') }),
      startServerProcess('B', portB, { ...common, DATA_DIR: path.join(work, 'b') }),
    ]);
    lb = await startNginx(nginx as string, path.join(work, 'nginx'), [portA, portB], portLb);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 300_000);

  afterAll(async () => {
    await sql?.end().catch(() => undefined);
    await lb?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('migrated and seeded the empty database once, with both processes starting together', async () => {
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from stores');
    const { rows: migrations } = await sql.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(migrations[0]?.n).toBe(migrations[0]?.distinct);
    const health = await Promise.all([a.url, b.url, lb.url].map((u) => fetch(`${u}/api/health`).then((r) => r.status)));
    expect(health).toEqual([200, 200, 200]);
  });

  it('reads an SMS code on B that was sent through A, and a login made on A works on B', async () => {
    const customer = await loginCustomer(a.url, b.url, a.url, '+60148100001');
    const onB = await call<{ phone: string }>(b.url, '/api/app/user/info', {}, { session: customer });
    expect(onB.code).toBe(ResultCode.ok);
    const throughLb = await call(lb.url, '/api/app/user/info', {}, { session: customer });
    expect(throughLb.code).toBe(ResultCode.ok);
  });

  it('ends a session on B at once when it is logged out on A', async () => {
    const customer = await loginCustomer(b.url, a.url, b.url, '+60148100002');
    expect((await call(b.url, '/api/app/user/info', {}, { session: customer })).code).toBe(ResultCode.ok);
    expect((await call(a.url, '/api/app/user/logout', {}, { session: customer })).code).toBe(ResultCode.ok);
    expect((await call(b.url, '/api/app/user/info', {}, { session: customer })).code).toBe(ResultCode.sessionExpired);
    expect((await call(lb.url, '/api/app/user/info', {}, { session: customer })).code).toBe(ResultCode.sessionExpired);
  });

  it('holds the OTP cool-down across processes', async () => {
    const phone = '+60148100003';
    expect((await call(a.url, '/api/app/user/send/sms', { phone })).code).toBe(ResultCode.ok);
    const again = await call(b.url, '/api/app/user/send/sms', { phone });
    expect(again.code).toBe(ResultCode.otpCooldown);
  });

  it('counts a rate limit once across processes (ten leads an hour from one address)', async () => {
    const lead = { name: 'Scale Test', phone: '+60148100004', carText: 'Myvi 2020' };
    const from = { forwardedFor: '203.0.113.17' };
    const codes: number[] = [];
    for (let n = 0; n < 12; n++)
      codes.push((await call(n % 2 ? b.url : a.url, '/api/export/user/vehicle/car/info/add', lead, from)).code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(ResultCode.ok));
    expect(codes.slice(10)).toEqual([ResultCode.rateLimited, ResultCode.rateLimited]);
    // through nginx too: the address is the caller's, not the balancer's
    expect((await call(lb.url, '/api/export/user/vehicle/car/info/add', lead, from)).code).toBe(ResultCode.rateLimited);
  });

  it('shows catalogue changes on B as soon as they are made (an import, an order through A), with B holding the catalogue in memory', async () => {
    type Page = { list: { id: number; name: string; stock: number }[] };
    const search = (url: string, keyword: string) =>
      call<Page>(url, '/api/app/order/vehicle/product/app/page', { keyword, pageSize: 50 });
    const before = await search(b.url, 'michelin');
    expect(before.code).toBe(ResultCode.ok);
    const product = before.data.list[0];
    expect(product).toBeDefined();
    // an import renames a product (no API edits the catalogue; the database is where every process looks)
    await sql.query(`update products set name = jsonb_set(name, '{en}', '"Scale Out Tyre"') where id = $1`, [
      product!.id,
    ]);
    const after = await search(b.url, 'scale out tyre');
    expect(after.data.list.map((p) => p.id)).toEqual([product!.id]);
    expect((await search(a.url, 'scale out tyre')).data.list.map((p) => p.id)).toEqual([product!.id]);

    // an order placed through A takes stock: B's search shows what is left
    const dashcams = () =>
      call<Page>(b.url, '/api/app/order/vehicle/product/app/page', { category: 'dashcam', pageSize: 5 });
    const camBefore = (await dashcams()).data.list[0]!;
    const customer = await loginCustomer(a.url, a.url, a.url, '+60148100005');
    const order = await call(
      a.url,
      '/api/app/order/vehicle/order/app/add',
      {
        orderType: 'mail',
        lines: [{ productId: camBefore.id, quantity: 2 }],
        plate: 'WXY 1717',
        mailingAddress: {
          name: 'Aisyah Rahman',
          phone: '+60148100005',
          line1: '12 Jalan Ampang',
          postcode: '50450',
          city: 'Kuala Lumpur',
          state: 'Kuala Lumpur',
        },
      },
      { session: customer },
    );
    expect(order.code, order.msg).toBe(ResultCode.ok);
    const camAfter = (await dashcams()).data.list.find((p) => p.id === camBefore.id);
    expect(camAfter?.stock).toBe(camBefore.stock - 2);
  });

  it('serves on B and through nginx the handover photos a technician uploaded through A; drains an outbox while A is killed: 0 lost, 0 duplicates', async () => {
    const technician = await technicianLogin(a.url);
    const ids = await workOrdersReadyForHandover(lb.url, technician, 4);
    const { rows: techRows } = await sql.query<{ id: number }>('select id from users where phone = $1', [
      TECHNICIAN.phone,
    ]);
    const techId = techRows[0]!.id;

    // one photo, uploaded through A; its signed address and the bytes served by B
    const first = await upload(a.url, technician, await photo(1), `proof-${randomUUID()}`);
    const uploaded = (await first.json()) as Envelope<{ id: string; url: string }>;
    expect(uploaded.code).toBe(ResultCode.ok);
    const onA = await fetch(`${a.url}${uploaded.data.url}`);
    const onB = await fetch(`${b.url}${uploaded.data.url}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/jpeg');
    const bytesB = Buffer.from(await onB.arrayBuffer());
    expect(bytesB.equals(Buffer.from(await onA.arrayBuffer()))).toBe(true);
    // the process disks hold nothing: the bytes came from the database
    const { rows: stored } = await sql.query<{ bytes: number }>('select bytes from media_objects where key like $1', [
      `${uploaded.data.id}.%`,
    ]);
    expect(stored[0]?.bytes).toBe(bytesB.length);

    // the outbox: each work order's ten photos then its draft handover, one call at a time, in
    // order; from the ninth call on, A is killed (SIGKILL, no goodbye) a moment after a call is
    // sent that round-robin gives to A (the one before went to B)
    const stats = { retries: 0 };
    let sent = 0;
    let lastUpstream = '';
    let killed = false;
    const killAt = 9;
    const track = async (response: Promise<Response>) => {
      const answered = await response;
      lastUpstream = answered.headers.get('x-upstream') ?? '';
      return answered;
    };
    const photoIds: string[][] = [];
    for (const [i, id] of ids.entries()) {
      const mine: string[] = [];
      for (let j = 0; j < 10; j++) {
        const bytes = await photo(100 + i * 10 + j);
        const key = `drain-${i}-${j}-${randomUUID()}`;
        const answer = await untilAnswered(() => {
          sent += 1;
          if (!killed && sent >= killAt && lastUpstream.endsWith(`:${b.port}`)) {
            killed = true;
            setTimeout(() => void a.stop('SIGKILL'), 5);
          }
          return track(upload(lb.url, technician, bytes, key));
        }, stats);
        expect(answer.code, answer.msg).toBe(ResultCode.ok);
        mine.push((answer.data as { id: string }).id);
      }
      photoIds.push(mine);
      const body = {
        id,
        photos: Object.fromEntries(HANDOVER_SLOTS.map((slot, j) => [slot, mine[j]])),
        unexpectedSituation: 'Scratch on the rear bumper',
        unexpectedImages: [mine[9]],
        draft: true,
      };
      const key = `drain-h-${i}-${randomUUID()}`;
      const text = JSON.stringify(body);
      const answer = await untilAnswered(async () => {
        sent += 1;
        const signature = await signRequest(technician.secret, '/api/app/staff/workorder/handover', text, key);
        return track(
          fetch(`${lb.url}/api/app/staff/workorder/handover`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              channel: '8',
              sys: '10',
              version: '1.0.0',
              language: 'en_us',
              userKey: technician.userKey,
              signature,
              'Idempotency-Key': key,
            },
            body: text,
          }),
        );
      }, stats);
      expect(answer.code, answer.msg).toBe(ResultCode.ok);
    }
    expect(killed && a.exited()).toBe(true);
    console.info(
      `outbox drain: ${sent} sends for ${ids.length * 11} calls, ${stats.retries} client retries after A was killed`,
    );

    // counted in the database: every photo once, every handover once, each pointing at its photos
    const { rows: uploadsRows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from uploads where owner_id = $1 and purpose = 'handover'`,
      [techId],
    );
    expect(uploadsRows[0]?.n).toBe(1 + ids.length * 10);
    const all = photoIds.flat();
    expect(new Set(all).size).toBe(all.length);
    const { rows: handovers } = await sql.query<{
      work_order_id: number;
      photos: Record<string, string>;
      unexpected_images: string[];
    }>(`select work_order_id, photos, unexpected_images from vehicle_handovers where work_order_id = any($1::int[])`, [
      ids,
    ]);
    expect(handovers.map((h) => h.work_order_id).sort()).toEqual([...ids].sort());
    for (const [i, id] of ids.entries()) {
      const handover = handovers.find((h) => h.work_order_id === id)!;
      expect(Object.values(handover.photos).sort()).toEqual(photoIds[i]!.slice(0, 9).sort());
      expect(handover.unexpected_images).toEqual([photoIds[i]![9]]);
    }
    // no half-written or orphaned image: one stored object per upload row
    const { rows: objects } = await sql.query<{ objects: number; uploads: number }>(
      `select (select count(*)::int from media_objects) as objects, (select count(*)::int from uploads) as uploads`,
    );
    expect(objects[0]?.objects).toBe(objects[0]?.uploads);

    // the work order as B shows it: its photo addresses serve the bytes, on B and through nginx
    const view = await call<{ handover: { photos: Record<string, { url: string } | null> } | null }>(
      b.url,
      '/api/app/staff/workorder/find',
      { id: ids[0] },
      { session: technician },
    );
    expect(view.code, view.msg).toBe(ResultCode.ok);
    const photoUrl = JSON.stringify(view.data).match(/\/media\/uploads\/[^"]+/)?.[0];
    expect(photoUrl).toBeDefined();
    for (const base of [b.url, lb.url]) {
      const served = await fetch(`${base}${photoUrl}`);
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it('lets a request in flight finish when a process is told to stop (SIGTERM), then stops', async () => {
    const technician = await technicianLogin(b.url);
    const bytes = await photo(7);
    const key = `graceful-${randomUUID()}`;
    const form = new FormData();
    form.set('purpose', 'handover');
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type') as string;
    const body = new Uint8Array(await encoded.arrayBuffer());
    let stopped: Promise<void> | undefined;
    // half the body, then SIGTERM, then the rest: the request is surely in flight when the signal comes
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.subarray(0, 1000));
        await new Promise((r) => setTimeout(r, 300));
        stopped = b.stop('SIGTERM');
        await new Promise((r) => setTimeout(r, 300));
        controller.enqueue(body.subarray(1000));
        controller.close();
      },
    });
    const signature = await signUpload(technician.secret, UPLOAD_IMAGE_PATH, new Uint8Array(bytes), key);
    const response = await fetch(`${b.url}${UPLOAD_IMAGE_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': type,
        channel: '8',
        sys: '10',
        version: '1.0.0',
        language: 'en_us',
        userKey: technician.userKey,
        signature,
        'Idempotency-Key': key,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const answer = (await response.json()) as Envelope<{ id: string }>;
    expect(answer.code, answer.msg).toBe(ResultCode.ok);
    // a draining process closes the connection after its answer, so no new request rides on it
    expect(response.headers.get('connection')).toBe('close');
    await stopped;
    expect(b.exited()).toBe(true);
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from uploads where id = $1', [
      answer.data.id,
    ]);
    expect(rows[0]?.n).toBe(1);
    await expect(fetch(`${b.url}/api/health`)).rejects.toThrow();
  });
});
