import { beforeEach, describe, expect, it } from 'vitest';
import { computeSignature } from '../signature';
import * as requestSigning from '../request-signing';
import { drainOutbox } from './replay';
import { listEntries, writeSession } from './store';
import { envelope, freshOutbox, queueEntries, respond } from './test-kit';
import type { OutboxEntry } from './types';

let clock = 1_000_000;
const now = () => clock;
const signing = async () => requestSigning;

/** Entries queued now, one per path. */
const queue = (paths: string[], extra: Partial<OutboxEntry> = {}) =>
  queueEntries(paths, { createdAt: clock, ...extra });

beforeEach(async () => {
  clock = 1_000_000;
  await freshOutbox();
});

describe('drainOutbox', () => {
  it('sends one at a time, in order, signed at send time, and empties the outbox', async () => {
    await queue(['/api/a', '/api/b', '/api/c']);
    const seen: { url: string; headers: Headers; body: string }[] = [];
    let inFlight = 0;
    const result = await drainOutbox({
      origin: 'http://x',
      signing,
      appVersion: '1.0.0',
      now,
      fetch: async (request) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        seen.push({ url: request.url, headers: request.headers, body: await request.text() });
        await new Promise((r) => setTimeout(r, 1));
        inFlight -= 1;
        return respond(envelope(200, { ok: true }));
      },
    });
    expect(result).toEqual({ sent: 3, stop: 'empty' });
    expect(seen.map((r) => r.url)).toEqual(['http://x/api/a', 'http://x/api/b', 'http://x/api/c']);
    const [first] = seen;
    expect(first?.body).toBe('{"n":0}');
    expect(first?.headers.get('Idempotency-Key')).toMatch(/^key-/);
    expect(first?.headers.get('signature')).toMatch(/^t=1000,v2=[0-9a-f]{64}$/);
    // the signature covers the exact body sent and the entry's own Idempotency-Key, so a replay is the same request
    const key = first?.headers.get('Idempotency-Key') ?? '';
    expect(first?.headers.get('signature')).toBe(
      `t=1000,v2=${await computeSignature('secret-1', 1000, '/api/a', first?.body ?? '', key)}`,
    );
    expect(first?.headers.get('userKey')).toBe('user-key-1');
    // every header of the API, as the page's calls carry them
    expect(
      Object.fromEntries(
        ['channel', 'sys', 'language', 'version', 'content-type'].map((h) => [h, first?.headers.get(h)]),
      ),
    ).toEqual({
      channel: '8',
      sys: '10',
      language: 'en_us',
      version: '1.0.0',
      'content-type': 'application/json',
    });
    expect(await listEntries()).toEqual([]);
  });

  it('waits the time a rate limit names, without counting it as a failed attempt', async () => {
    await queue(['/api/a']);
    for (let i = 0; i < 3; i++) {
      clock += 10_000;
      const result = await drainOutbox({
        origin: 'http://x',
        signing,
        appVersion: '1',
        now,
        fetch: async () => respond(envelope(1501, { retryAfterSeconds: 1 }, 'Too many requests')),
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
      let calls = 0;
      const result = await drainOutbox({
        origin: 'http://x',
        signing,
        appVersion: '1',
        now,
        random: () => 0.5,
        fetch: async () => {
          calls += 1;
          if (!answer) throw new TypeError('Failed to fetch');
          return respond(answer);
        },
      });
      expect(result.stop).toBe('backoff');
      // sent once: the client never re-sends a POST by itself, the outbox's back-off decides
      expect(calls).toBe(1);
    }
    const list = await listEntries();
    expect(list.map((e) => [e.path, e.state, e.attempts])).toEqual([
      ['/api/a', 'queued', 3],
      ['/api/b', 'queued', 0],
    ]);
    expect(list[0]?.nextAttemptAt).toBe(clock + 8000);
    // before the back-off ends nothing is sent
    const early = await drainOutbox({
      origin: 'http://x',
      signing,
      appVersion: '1',
      now,
      fetch: async () => respond(envelope(200)),
    });
    expect(early).toMatchObject({ sent: 0, stop: 'backoff' });
    // unless the connection just came back: then everything goes, in order
    const sent: string[] = [];
    const back = await drainOutbox({
      origin: 'http://x',
      signing,
      appVersion: '1',
      now,
      retryNow: true,
      fetch: async (request) => {
        sent.push(request.url);
        return respond(envelope(200));
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
      signing,
      appVersion: '1',
      now,
      fetch: async (request) => {
        sent.push(request.url);
        return respond(
          request.url.endsWith('refused') ? envelope(1402, null, 'The work order is closed') : envelope(200),
        );
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
    const first = await drainOutbox({
      origin: 'http://x',
      signing,
      appVersion: '1',
      now,
      fetch: async () => respond(envelope(708)),
    });
    expect(first.stop).toBe('login');
    // still the same (expired) session: nothing is sent
    let calls = 0;
    const again = await drainOutbox({
      origin: 'http://x',
      signing,
      appVersion: '1',
      now,
      fetch: async () => {
        calls += 1;
        return respond(envelope(200));
      },
    });
    expect(again.stop).toBe('login');
    expect(calls).toBe(0);
    expect((await listEntries()).map((e) => e.state)).toEqual(['waitingLogin', 'queued']);

    await writeSession({ userKey: 'user-key-2', secret: 'secret-2', country: 'ms_my' });
    const keys: string[] = [];
    const after = await drainOutbox({
      origin: 'http://x',
      signing,
      appVersion: '1',
      now,
      fetch: async (request) => {
        keys.push(`${request.headers.get('userKey')} ${request.headers.get('language')}`);
        return respond(envelope(200));
      },
    });
    expect(after).toEqual({ sent: 2, stop: 'empty' });
    expect(keys).toEqual(['user-key-2 ms_my', 'user-key-2 ms_my']);
  });
});
