import { HeaderName, HeaderValue } from '@/shared/contract/headers';
import { signRequest } from '../signature';
import { signUpload } from '../upload-signature';
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
import { OUTBOX_REF_PREFIX, OUTBOX_SEND_LOCK, type OutboxEntry, type OutboxMessage } from './types';

export interface OutgoingRequest {
  url: string;
  headers: Record<string, string>;
  body: string | FormData;
}

/** How bytes leave: fetch in the worker, XMLHttpRequest in the page (upload progress). Throws on network failure. */
export type Transport = (
  request: OutgoingRequest,
  onProgress?: (loaded: number, total: number) => void,
) => Promise<RawAnswer>;

export interface DrainOptions {
  origin: string;
  appVersion: string;
  transport: Transport;
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

async function buildRequest(
  entry: OutboxEntry,
  options: DrainOptions,
  session: { userKey: string; secret: string; country: string } | undefined,
  results: Map<string, unknown>,
  now: number,
): Promise<OutgoingRequest> {
  const headers: Record<string, string> = {
    [HeaderName.channel]: HeaderValue.channel,
    [HeaderName.language]: session?.country ?? 'en_us',
    [HeaderName.version]: options.appVersion,
    [HeaderName.sys]: HeaderValue.sys,
    [HeaderName.userKey]: session?.userKey ?? '',
    [HeaderName.idempotencyKey]: entry.idempotencyKey,
  };
  const url = `${options.origin}${entry.path}`;
  if (entry.body.kind === 'json') {
    const body = JSON.stringify(resolveRefs(entry.body.json, results) ?? {});
    // signed now, with the session of now (DESIGN §3), never when queued
    headers[HeaderName.signature] = session?.secret
      ? await signRequest(session.secret, entry.path, body, entry.idempotencyKey, now)
      : '';
    headers['content-type'] = 'application/json';
    return { url, headers, body };
  }
  const { mime, fileName, fields } = entry.body;
  const file = await readFile(entry);
  if (!file) throw new MissingFileError();
  headers[HeaderName.signature] = session?.secret
    ? await signUpload(session.secret, entry.path, file, entry.idempotencyKey, now)
    : '';
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // when the photo was taken: the office's dashboard measures the outbox's real-world delay
  form.append('capturedAt', String(entry.createdAt));
  form.append('file', new Blob([file], { type: mime }), fileName);
  return { url, headers, body: form };
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
      const request = await buildRequest(sending, options, session, results, now());
      answer = await options.transport(request, (loaded, total) =>
        broadcast({ type: 'progress', entryId: head.id, loaded, total }),
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

/** A transport on fetch (the worker; the page when it needs no progress). */
export const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
};
