import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { computeSignature } from '../signature';
import { drainOutbox, type OutgoingRequest } from './replay';
import { addEntries, deleteEntry, listEntries, putEntry, reserveSeq, resetStoresForTests, writeSession } from './store';
import { envelope, queueEntries } from './test-kit';
import { OUTBOX_REF_PREFIX, type OutboxEntry } from './types';

let clock = 1_000_000;
const now = () => clock;

/** Entries queued now, one per path. */
const queue = (paths: string[], extra: Partial<OutboxEntry> = {}) =>
  queueEntries(paths, { createdAt: clock, ...extra });

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  resetStoresForTests();
  clock = 1_000_000;
  await writeSession({ userKey: 'user-key-1', secret: 'secret-1', country: 'en_us' });
});

describe('drainOutbox', () => {
  it('sends one at a time, in order, signed at send time, and empties the outbox', async () => {
    await queue(['/api/a', '/api/b', '/api/c']);
    const seen: OutgoingRequest[] = [];
    let inFlight = 0;
    const result = await drainOutbox({
      origin: 'http://x',
      appVersion: '1.0.0',
      now,
      transport: async (request) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        seen.push(request);
        await new Promise((r) => setTimeout(r, 1));
        inFlight -= 1;
        return envelope(200, { ok: true });
      },
    });
    expect(result).toEqual({ sent: 3, stop: 'empty' });
    expect(seen.map((r) => r.url)).toEqual(['http://x/api/a', 'http://x/api/b', 'http://x/api/c']);
    expect(seen[0]?.headers['Idempotency-Key']).toMatch(/^key-/);
    expect(seen[0]?.headers.signature).toMatch(/^t=1000,v2=[0-9a-f]{64}$/);
    // the signature covers the entry's own Idempotency-Key, so a replay is the same request
    const key = seen[0]?.headers['Idempotency-Key'] ?? '';
    expect(seen[0]?.headers.signature).toBe(
      `t=1000,v2=${await computeSignature('secret-1', 1000, '/api/a', seen[0]?.body as string, key)}`,
    );
    expect(seen[0]?.headers.userKey).toBe('user-key-1');
    expect(await listEntries()).toEqual([]);
  });

  it('waits the time a rate limit names, without counting it as a failed attempt', async () => {
    await queue(['/api/a']);
    for (let i = 0; i < 3; i++) {
      clock += 10_000;
      const result = await drainOutbox({
        origin: 'http://x',
        appVersion: '1',
        now,
        transport: async () => envelope(1501, { retryAfterSeconds: 1 }, 'Too many requests'),
      });
      expect(result).toMatchObject({ stop: 'backoff', nextAttemptAt: clock + 1000 });
    }
    const [entry] = await listEntries();
    expect(entry).toMatchObject({ state: 'queued', attempts: 0, lastError: { code: 1501 } });
  });

  it('keeps an entry on a network error, a 5xx or a portal page, and backs off without skipping ahead', async () => {
    await queue(['/api/a', '/api/b']);
    const answers = [null, { status: 200, contentType: 'text/html', text: '<html/>' }, envelope(5000)];
    for (const answer of answers) {
      clock += 10 * 60_000;
      const result = await drainOutbox({
        origin: 'http://x',
        appVersion: '1',
        now,
        random: () => 0.5,
        transport: async () => {
          if (!answer) throw new Error('offline');
          return answer;
        },
      });
      expect(result.stop).toBe('backoff');
    }
    const list = await listEntries();
    expect(list.map((e) => [e.path, e.state, e.attempts])).toEqual([
      ['/api/a', 'queued', 3],
      ['/api/b', 'queued', 0],
    ]);
    expect(list[0]?.nextAttemptAt).toBe(clock + 8000);
    // before the back-off ends nothing is sent
    const early = await drainOutbox({ origin: 'http://x', appVersion: '1', now, transport: async () => envelope(200) });
    expect(early).toMatchObject({ sent: 0, stop: 'backoff' });
    // unless the connection just came back: then everything goes, in order
    const sent: string[] = [];
    const back = await drainOutbox({
      origin: 'http://x',
      appVersion: '1',
      now,
      retryNow: true,
      transport: async (request) => {
        sent.push(request.url);
        return envelope(200);
      },
    });
    expect(back).toEqual({ sent: 2, stop: 'empty' });
    expect(sent).toEqual(['http://x/api/a', 'http://x/api/b']);
  });

  it('moves a refused entry to needs attention and sends the ones behind it', async () => {
    await queue(['/api/a', '/api/refused', '/api/c']);
    const sent: string[] = [];
    const result = await drainOutbox({
      origin: 'http://x',
      appVersion: '1',
      now,
      transport: async (request) => {
        sent.push(request.url);
        return request.url.endsWith('refused') ? envelope(1402, null, 'The work order is closed') : envelope(200);
      },
    });
    expect(result).toEqual({ sent: 2, stop: 'empty' });
    expect(sent).toHaveLength(3);
    const left = await listEntries();
    expect(left.map((e) => [e.path, e.state, e.lastError?.msg])).toEqual([
      ['/api/refused', 'attention', 'The work order is closed'],
    ]);
  });

  it('on 708 keeps everything until a new login, then sends with the new session', async () => {
    await queue(['/api/a', '/api/b']);
    const first = await drainOutbox({ origin: 'http://x', appVersion: '1', now, transport: async () => envelope(708) });
    expect(first.stop).toBe('login');
    // still the same (expired) session: nothing is sent
    let calls = 0;
    const again = await drainOutbox({
      origin: 'http://x',
      appVersion: '1',
      now,
      transport: async () => {
        calls += 1;
        return envelope(200);
      },
    });
    expect(again.stop).toBe('login');
    expect(calls).toBe(0);
    expect((await listEntries()).map((e) => e.state)).toEqual(['waitingLogin', 'queued']);

    await writeSession({ userKey: 'user-key-2', secret: 'secret-2', country: 'ms_my' });
    const keys: string[] = [];
    const after = await drainOutbox({
      origin: 'http://x',
      appVersion: '1',
      now,
      transport: async (request) => {
        keys.push(request.headers.userKey ?? '');
        return envelope(200);
      },
    });
    expect(after).toEqual({ sent: 2, stop: 'empty' });
    expect(keys).toEqual(['user-key-2', 'user-key-2']);
  });

  it('fills an upload id into the call queued behind it; a refused photo stops its call only', async () => {
    const seq = await reserveSeq(5);
    const base = {
      createdAt: clock,
      attempts: 0,
      state: 'queued' as const,
      lastError: null,
      nextAttemptAt: 0,
      group: 'g',
      label: 'x',
    };
    const file = new Uint8Array([1, 2, 3]).buffer;
    const upload = (id: string, s: number): OutboxEntry => ({
      ...base,
      id,
      seq: s,
      path: '/api/app/upload/image',
      idempotencyKey: `k-${id}`,
      body: { kind: 'upload', file, mime: 'image/jpeg', fileName: 'a.jpg', fields: { purpose: 'handover' } },
    });
    await addEntries([
      upload('u1', seq),
      {
        ...base,
        id: 'c1',
        seq: seq + 1,
        path: '/api/call',
        idempotencyKey: 'k-c1',
        body: { kind: 'json', json: { photo: `${OUTBOX_REF_PREFIX}u1` } },
      },
      upload('bad', seq + 2),
      {
        ...base,
        id: 'c2',
        seq: seq + 3,
        path: '/api/call',
        idempotencyKey: 'k-c2',
        body: { kind: 'json', json: { photo: `${OUTBOX_REF_PREFIX}bad` } },
      },
      { ...base, id: 'c3', seq: seq + 4, path: '/api/other', idempotencyKey: 'k-c3', body: { kind: 'json', json: {} } },
    ]);
    const bodies: string[] = [];
    const result = await drainOutbox({
      origin: 'http://x',
      appVersion: '1',
      now,
      transport: async (request) => {
        if (typeof request.body === 'string') {
          bodies.push(request.body);
          return envelope(200);
        }
        expect(request.body.get('purpose')).toBe('handover');
        return request.headers['Idempotency-Key'] === 'k-bad'
          ? envelope(1003, null, 'Not an image')
          : envelope(200, { id: 'UPLOADED-1' });
      },
    });
    expect(result.sent).toBe(3);
    expect(bodies).toEqual(['{"photo":"UPLOADED-1"}', '{}']);
    expect((await listEntries()).map((e) => [e.id, e.state, e.lastError?.code])).toEqual([
      ['bad', 'attention', 1003],
      ['c2', 'attention', -1],
    ]);
  });

  it('keeps photo bytes out of the listed entries, sends them, and still sends an inline photo of an older build', async () => {
    const seq = await reserveSeq(3);
    const base = {
      createdAt: clock,
      attempts: 0,
      state: 'queued' as const,
      lastError: null,
      nextAttemptAt: 0,
      group: 'g',
      label: 'x',
      path: '/api/app/upload/image',
    };
    const body = (bytes: number[]) => ({
      kind: 'upload' as const,
      file: new Uint8Array(bytes).buffer,
      mime: 'image/jpeg',
      fileName: 'a.jpg',
      fields: { purpose: 'handover' },
    });
    await addEntries([
      { ...base, id: 'new', seq, idempotencyKey: 'k-new', body: body([1, 2, 3]) },
      { ...base, id: 'gone', seq: seq + 1, idempotencyKey: 'k-gone', body: body([4]) },
    ]);
    // queued by a build that kept the bytes inside the entry
    await putEntry({ ...base, id: 'old', seq: seq + 2, idempotencyKey: 'k-old', body: body([7, 8]) });
    const listed = await listEntries();
    expect(listed[0]?.body).toMatchObject({ kind: 'upload', bytes: 3 });
    expect(listed[0]?.body).not.toHaveProperty('file');
    // the bytes of 'gone' are lost (storage cleared under us): it needs a person, the rest go on
    await deleteEntry('gone');
    await putEntry({ ...listed[1]! });

    const sent: [string, number[]][] = [];
    const result = await drainOutbox({
      origin: 'http://x',
      appVersion: '1',
      now,
      transport: async (request) => {
        const file = (request.body as FormData).get('file') as Blob;
        sent.push([request.headers['Idempotency-Key']!, [...new Uint8Array(await file.arrayBuffer())]]);
        return envelope(200, { id: 'U' });
      },
    });
    expect(sent).toEqual([
      ['k-new', [1, 2, 3]],
      ['k-old', [7, 8]],
    ]);
    expect(result.sent).toBe(2);
    expect((await listEntries()).map((e) => [e.id, e.state, e.lastError?.code])).toEqual([['gone', 'attention', -2]]);
  });
});
