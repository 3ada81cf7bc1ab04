import { HeaderName } from '@/shared/contract/headers';
import { http, type Caller, type Signing } from '../http';
import { backoffMs, classifyAnswer, type RawAnswer } from './classify';
import {
  deleteEntry,
  deleteResults,
  listEntries,
  putEntry,
  readBlockedUserKey,
  readFile,
  readResults,
  readSession,
  writeBlockedUserKey,
  writeResult,
} from './store';
import { OUTBOX_REF_PREFIX, OUTBOX_SEND_LOCK, type OutboxEntry, type OutboxMessage, type OutboxSession } from './types';

/** Upload progress of the entry being sent. */
export type Progress = (loaded: number, total: number) => void;

/**
 * How the bytes of a request leave, under the one client's hooks (ky's `fetch` option): fetch
 * when not given (the worker); the page passes XMLHttpRequest, which reports upload progress.
 * Rejects on network failure only.
 */
export type SendBytes = (request: Request, onProgress: Progress) => Promise<Response>;

export interface DrainOptions {
  origin: string;
  appVersion: string;
  /** The signing code: loaded on demand by the page, bundled by the worker (http.ts). */
  signing: () => Promise<Signing>;
  fetch?: SendBytes;
  now?: () => number;
  random?: () => number;
  /** First back-off step (default 2000 ms). */
  backoffBaseMs?: number;
  broadcast?: (message: OutboxMessage) => void;
  /** The connection just came back: entries waiting out a back-off go now. */
  retryNow?: boolean;
}

export type DrainStop = 'empty' | 'backoff' | 'login' | 'busy';
export interface DrainResult {
  sent: number;
  stop: DrainStop;
  /** When stopped by back-off: when the head entry may be retried. */
  nextAttemptAt?: number;
}

export const DEPENDENCY_REFUSED = -1;
/** The photo's bytes are no longer on the device (storage cleared): no retry can send it. */
export const PHOTO_MISSING = -2;

/** The ids of earlier entries a JSON body references. */
export function referencedIds(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith(OUTBOX_REF_PREFIX))
    found.push(value.slice(OUTBOX_REF_PREFIX.length));
  else if (Array.isArray(value)) for (const v of value) referencedIds(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) referencedIds(v, found);
  return found;
}

/** The body with every reference replaced by the id the referenced upload answered with. */
export function resolveRefs(value: unknown, results: Map<string, unknown>): unknown {
  if (typeof value === 'string' && value.startsWith(OUTBOX_REF_PREFIX)) {
    return results.get(value.slice(OUTBOX_REF_PREFIX.length)) ?? value;
  }
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, results));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, results)]));
  }
  return value;
}

/** The id inside an upload's answer (`{ id, url, … }`). */
function uploadIdOf(data: unknown): unknown {
  return data && typeof data === 'object' && 'id' in data ? (data as { id: unknown }).id : data;
}

/** The caller of the outbox's requests: the session the page mirrored, as it is now. */
function callerOf(session: OutboxSession | undefined, appVersion: string): Caller {
  return {
    country: session?.country ?? 'en_us',
    version: session?.version ?? appVersion,
    device: session?.device ?? '',
    userKey: session?.userKey ?? '',
    secret: session?.secret ?? '',
  };
}

/** The entry's body as it is sent: its JSON with the uploads' ids filled in, or the photo's form. */
async function bodyOf(entry: OutboxEntry, results: Map<string, unknown>): Promise<string | FormData> {
  if (entry.body.kind === 'json') return JSON.stringify(resolveRefs(entry.body.json, results) ?? {});
  const { mime, fileName, fields } = entry.body;
  const file = await readFile(entry);
  if (!file) throw new MissingFileError();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // when the photo was taken: the office's dashboard measures the outbox's real-world delay
  form.append('capturedAt', String(entry.createdAt));
  form.append('file', new Blob([file], { type: mime }), fileName);
  return form;
}

/**
 * Sends one entry through the one client (src/shared/lib/http.ts), whose hooks write the headers
 * and sign it now, with the session of now, never when it was queued (docs/decisions/003). The
 * answer comes back whatever its status: classifyAnswer reads it.
 */
async function sendEntry(
  entry: OutboxEntry,
  options: DrainOptions,
  caller: Caller,
  results: Map<string, unknown>,
  now: number,
  onProgress: Progress,
): Promise<RawAnswer> {
  const body = await bodyOf(entry, results);
  const send = options.fetch;
  const response = await http.post(`${options.origin}${entry.path}`, {
    body,
    headers: {
      [HeaderName.idempotencyKey]: entry.idempotencyKey,
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    context: { caller, now, signing: options.signing },
    credentials: 'same-origin',
    cache: 'no-store',
    ...(send
      ? { fetch: (input: RequestInfo | URL) => send(input instanceof Request ? input : new Request(input), onProgress) }
      : {}),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** The photo's bytes are gone (storage evicted or cleared): no retry can send it. */
class MissingFileError extends Error {
  constructor() {
    super('The photo of this entry is no longer stored on this device');
  }
}

async function drainLocked(options: DrainOptions): Promise<DrainResult> {
  const now = options.now ?? Date.now;
  const broadcast = options.broadcast ?? (() => {});
  let sent = 0;
  if (options.retryNow) {
    // under the send lock, so no sender is changing these entries meanwhile
    for (const e of await listEntries())
      if (e.state === 'queued' && e.nextAttemptAt > 0) await putEntry({ ...e, nextAttemptAt: 0 });
  }
  for (;;) {
    const list = await listEntries();
    const pending = list.filter((e) => e.state !== 'attention');
    if (pending.length === 0) return { sent, stop: 'empty' };
    const session = await readSession();
    if (pending.some((e) => e.state === 'waitingLogin')) {
      const blocked = await readBlockedUserKey();
      if (!session?.userKey || session.userKey === blocked) return { sent, stop: 'login' };
      // logged in again: everything that waited for a login goes, re-signed with the new session
      for (const e of pending)
        if (e.state === 'waitingLogin') await putEntry({ ...e, state: 'queued', nextAttemptAt: 0 });
      await writeBlockedUserKey(null);
      broadcast({ type: 'changed' });
      continue;
    }
    const head = pending[0] as OutboxEntry;
    if (head.nextAttemptAt > now()) return { sent, stop: 'backoff', nextAttemptAt: head.nextAttemptAt };

    const refs = head.body.kind === 'json' ? referencedIds(head.body.json) : [];
    const results = await readResults(refs);
    const missing = refs.filter((id) => !results.has(id));
    if (missing.length > 0) {
      // a photo it needs was refused for good (or discarded): this entry needs a person too
      await putEntry({
        ...head,
        state: 'attention',
        lastError: { code: DEPENDENCY_REFUSED, msg: 'A photo this entry needs was not accepted' },
      });
      broadcast({ type: 'changed' });
      continue;
    }

    const sending: OutboxEntry = { ...head, state: 'sending', attempts: head.attempts + 1 };
    await putEntry(sending);
    broadcast({ type: 'changed' });
    let answer: RawAnswer | null = null;
    let transportError = '';
    try {
      answer = await sendEntry(
        sending,
        options,
        callerOf(session, options.appVersion),
        results,
        now(),
        (loaded, total) => broadcast({ type: 'progress', entryId: head.id, loaded, total }),
      );
    } catch (error) {
      transportError = error instanceof Error ? error.message : String(error);
      if (error instanceof MissingFileError) {
        await putEntry({ ...sending, state: 'attention', lastError: { code: PHOTO_MISSING, msg: error.message } });
        broadcast({ type: 'changed' });
        continue;
      }
    }
    const outcome = classifyAnswer(answer, transportError);
    if (outcome.kind === 'done') {
      if (sending.body.kind === 'upload') await writeResult(sending.id, uploadIdOf(outcome.data));
      await deleteEntry(sending.id);
      if (refs.length > 0) await deleteResults(refs);
      sent += 1;
    } else if (outcome.kind === 'retry') {
      // a rate limit names its own wait and is no failed attempt; anything else backs off
      await putEntry({
        ...sending,
        attempts: outcome.retryAfterMs === undefined ? sending.attempts : head.attempts,
        state: 'queued',
        lastError: { code: outcome.code, msg: outcome.msg },
        nextAttemptAt:
          now() +
          (outcome.retryAfterMs ??
            backoffMs(sending.attempts, options.random, options.backoffBaseMs ?? session?.backoffBaseMs)),
      });
    } else if (outcome.kind === 'login') {
      await putEntry({ ...sending, state: 'waitingLogin', lastError: { code: outcome.code, msg: outcome.msg } });
      await writeBlockedUserKey(session?.userKey ?? '-');
      broadcast({ type: 'changed' });
      return { sent, stop: 'login' };
    } else {
      await putEntry({ ...sending, state: 'attention', lastError: { code: outcome.code, msg: outcome.msg } });
    }
    broadcast({ type: 'changed' });
  }
}

interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
}

/**
 * Sends the outbox, one entry at a time, in order, until it is empty or must wait. Only one
 * sender runs at a time across the page's tabs and the worker (Web Locks); a second caller
 * returns at once with stop 'busy'.
 */
export async function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const broadcast = options.broadcast ?? (() => {});
  if (!locks) return drainLocked(options);
  return (await locks.request(OUTBOX_SEND_LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return { sent: 0, stop: 'busy' } satisfies DrainResult;
    broadcast({ type: 'drain', sending: true });
    try {
      return await drainLocked(options);
    } finally {
      broadcast({ type: 'drain', sending: false });
    }
  })) as DrainResult;
}
