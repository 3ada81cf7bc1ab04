import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { UPLOAD_IMAGE_PATH } from '../../src/shared/contract/uploads';
import { signUpload } from '../../src/shared/lib/upload-signature';
import {
  HANDOVER_SLOTS,
  TECHNICIAN,
  technicianLogin,
  workOrdersReadyForHandover,
} from '../../tests/support/work-order-setup';
import { findNginx, type Balancer, type ServerProcess } from './cluster';
import { api } from '../../tests/support/api';
import { testDatabaseUrl } from './harness';
import { startScaleOutCluster, type ScaleOutCluster } from './scale-out-cluster';
import {
  call,
  expectEachOnce,
  loginCustomer,
  photo,
  postSigned,
  untilAnswered,
  upload,
  type Envelope,
} from './scale-out-client';

/**
 * Two `npm start` processes on one fresh PostgreSQL database behind a real nginx (round-robin,
 * loopback; docs/decisions/017-scale-out.md). What one process did, the other knows; a process
 * killed in the middle of an outbox drain costs nothing: nginx fails over, the client retries with
 * the same keys.
 */

const nginx = findNginx();
const missing = [!testDatabaseUrl && 'TEST_DATABASE_URL', !nginx && 'nginx'].filter(Boolean).join(' and ');
const suite = missing ? describe.skip : describe;
if (missing) console.warn(`scale-out suite skipped: set ${missing} to run it`);
const title = missing
  ? `scale out behind nginx [skipped: set ${missing} (.ci/run installs nginx and finds PostgreSQL)]`
  : 'scale out: two processes behind nginx on one PostgreSQL';

suite(title, () => {
  let cluster: ScaleOutCluster;
  let sql: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  let lb: Balancer;

  beforeAll(async () => {
    cluster = await startScaleOutCluster(nginx as string);
    ({ sql, a, b, lb } = cluster);
  }, 300_000);

  afterAll(() => cluster?.stop(), 60_000);

  it('migrated and seeded the empty database once, with both processes starting together', async () => {
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from stores');
    const { rows: migrations } = await sql.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(migrations[0]?.n).toBe(migrations[0]?.distinct);
    const health = await Promise.all(
      [a.url, b.url, lb.url].map((u) => fetch(`${u}${api.health.path}`).then((r) => r.status)),
    );
    expect(health).toEqual([200, 200, 200]);
  });

  it('reads an SMS code on B that was sent through A, and a login made on A works on B', async () => {
    const customer = await loginCustomer(a.url, b.url, a.url, '+60148100001');
    const onB = await call(b.url, api.currentUser, {}, { session: customer });
    expect(onB.code).toBe(ResultCode.ok);
    const throughLb = await call(lb.url, api.currentUser, {}, { session: customer });
    expect(throughLb.code).toBe(ResultCode.ok);
  });

  it('ends a session on B at once when it is logged out on A', async () => {
    const customer = await loginCustomer(b.url, a.url, b.url, '+60148100002');
    expect((await call(b.url, api.currentUser, {}, { session: customer })).code).toBe(ResultCode.ok);
    expect((await call(a.url, api.logout, {}, { session: customer })).code).toBe(ResultCode.ok);
    expect((await call(b.url, api.currentUser, {}, { session: customer })).code).toBe(ResultCode.sessionExpired);
    expect((await call(lb.url, api.currentUser, {}, { session: customer })).code).toBe(ResultCode.sessionExpired);
  });

  it('holds the OTP cool-down across processes', async () => {
    const phone = '+60148100003';
    expect((await call(a.url, api.sendSms, { phone })).code).toBe(ResultCode.ok);
    const again = await call(b.url, api.sendSms, { phone });
    expect(again.code).toBe(ResultCode.otpCooldown);
  });

  it('counts a rate limit once across processes (ten leads an hour from one address)', async () => {
    const lead = { name: 'Scale Test', phone: '+60148100004', carText: 'Myvi 2020' };
    const from = { forwardedFor: '203.0.113.17' };
    const codes: number[] = [];
    for (let n = 0; n < 12; n++) codes.push((await call(n % 2 ? b.url : a.url, api.userClueAdd, lead, from)).code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(ResultCode.ok));
    expect(codes.slice(10)).toEqual([ResultCode.rateLimited, ResultCode.rateLimited]);
    // through nginx too: the address is the caller's, not the balancer's
    expect((await call(lb.url, api.userClueAdd, lead, from)).code).toBe(ResultCode.rateLimited);
  });

  it('shows catalogue changes on B as soon as they are made (an import, an order through A), with B holding the catalogue in memory', async () => {
    const search = (url: string, keyword: string) => call(url, api.productPage, { keyword, pageSize: 50 });
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
    const dashcams = () => call(b.url, api.productPage, { category: 'dashcam', pageSize: 5 });
    const camBefore = (await dashcams()).data.list[0]!;
    const customer = await loginCustomer(a.url, a.url, a.url, '+60148100005');
    const order = await call(
      a.url,
      api.orderAdd,
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
        return track(postSigned(lb.url, api.workOrderHandover.path, text, key, technician));
      }, stats);
      expect(answer.code, answer.msg).toBe(ResultCode.ok);
    }
    expect(killed && a.exited()).toBe(true);
    console.info(
      `outbox drain: ${sent} sends for ${ids.length * 11} calls, ${stats.retries} client retries after A was killed`,
    );

    await expectEachOnce(sql, techId, ids, photoIds);

    // the work order as B shows it: its photo addresses serve the bytes, on B and through nginx
    const view = await call(b.url, api.workOrderFind, { id: ids[0]! }, { session: technician });
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
    await expect(fetch(`${b.url}${api.health.path}`)).rejects.toThrow();
  });
});
