import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type pg from 'pg';
import sharp from 'sharp';
import { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf, ResponseOf } from '../../src/shared/contract/define-call';
import { UPLOAD_IMAGE_PATH } from '../../src/shared/contract/uploads';
import { signRequest } from '../../src/shared/lib/signature';
import { signUpload } from '../../src/shared/lib/upload-signature';
import type { ApiSession } from '../../tests/support/api-call';
import { api } from '../../tests/support/api';

/** The scale-out suite's client side: signed calls, logins, uploads and retries as the app makes them. */
export type Envelope<T = unknown> = { code: number; data: T; msg: string };

type SendOptions = { session?: ApiSession | null; key?: string; forwardedFor?: string };

/** A call of the contract to one address (a process's own port, or nginx), typed as the harness's `call`. */
export const call = <C extends CallDefinition>(
  baseUrl: string,
  definition: C,
  body: PayloadOf<C>,
  options: SendOptions = {},
): Promise<Envelope<ResponseOf<C>>> =>
  send(baseUrl, definition.path, body, options) as Promise<Envelope<ResponseOf<C>>>;

/** A signed JSON POST to one address, any path (the development SMS route is not a call of the contract). */
async function send(baseUrl: string, pathName: string, body: unknown, options: SendOptions = {}): Promise<Envelope> {
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
  return (await response.json()) as Envelope;
}

export async function loginCustomer(sendTo: string, read: string, login: string, phone: string): Promise<ApiSession> {
  expect((await call(sendTo, api.sendSms, { phone })).code).toBe(ResultCode.ok);
  const otp = await send(read, '/api/dev/sms/latest', { phone });
  expect(otp.code).toBe(ResultCode.ok);
  const { code } = z.object({ code: z.string() }).parse(otp.data);
  const answer = await call(login, api.clientLogin, { phone, code });
  expect(answer.code).toBe(ResultCode.ok);
  return answer.data;
}

/** A small camera-like JPEG of one colour with some grain (the server re-encodes whatever it gets). */
export const photo = (seed: number) =>
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
export async function upload(baseUrl: string, session: ApiSession, bytes: Buffer, key: string) {
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
 * Sends until an answer comes, the outbox's rules (docs/architecture.md#outbox): only a well-formed
 * envelope is an answer; network errors, 5xx and non-envelopes (nginx's 502 page) are retried with
 * backoff; a rate refusal waits the time it names. The request is built (and signed) anew for each
 * try.
 */
export async function untilAnswered(send: () => Promise<Response>, stats: { retries: number }): Promise<Envelope> {
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

/** A signed JSON POST as the app's outbox sends it (the caller's Idempotency-Key, its own retries). */
export async function postSigned(baseUrl: string, path: string, text: string, key: string, session: ApiSession) {
  const signature = await signRequest(session.secret, path, text, key);
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      channel: '8',
      sys: '10',
      version: '1.0.0',
      language: 'en_us',
      userKey: session.userKey,
      signature,
      'Idempotency-Key': key,
    },
    body: text,
  });
}

/** After a drain: every photo stored once, every handover once and pointing at its photos, no orphan bytes. */
export async function expectEachOnce(sql: pg.Client, techId: number, ids: number[], photoIds: string[][]) {
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
}
