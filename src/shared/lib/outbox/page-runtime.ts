import { version as appVersion } from '../../../../package.json';
import { loadSigning, pageCaller } from '../api-client';
import { xhrFetch } from '../xhr-fetch';
import { drainOutbox, type DrainResult, type SendBytes } from './replay';
import { writeOutboxCount } from './signal';
import { deleteEntry, getEntry, listEntries, putEntry, writeSession } from './store';
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, type OutboxEntry, type OutboxMessage } from './types';

/**
 * The page's side of the outbox: mirrors the session for the worker, replays on start, on
 * `online`, on focus and with exponential back-off (Safari has no Background Sync), asks the
 * worker for a Background Sync, and keeps the banner's count current. Loaded lazily.
 */

/** The page's bytes leave by XMLHttpRequest, for the upload progress the queue shows. */
const sendWithProgress: SendBytes = (request, onProgress) => xhrFetch(onProgress)(request);

const sendChannel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
const listeners = new Set<(message: OutboxMessage) => void>();

function broadcast(message: OutboxMessage): void {
  sendChannel?.postMessage(message);
  for (const listener of listeners) listener(message);
}

/** Messages from this page's sends, other tabs and the worker. */
export function onOutboxMessage(listener: (message: OutboxMessage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page as caller, for the worker: it reads no localStorage. */
export async function syncSession(): Promise<void> {
  const { userKey, secret, country, version, device } = pageCaller();
  const backoffBaseMs = backoffBase();
  await writeSession(
    userKey ? { userKey, secret, country, version, device, ...(backoffBaseMs ? { backoffBaseMs } : {}) } : null,
  );
}

export async function refreshCount(): Promise<OutboxEntry[]> {
  const list = await listEntries();
  writeOutboxCount({
    total: list.length,
    attention: list.filter((e) => e.state === 'attention').length,
    waitingLogin: list.filter((e) => e.state === 'waitingLogin').length,
  });
  return list;
}

/** Support and tests may shorten the first back-off step (localStorage `roda-outbox-backoff-ms`). */
function backoffBase(): number | undefined {
  try {
    const value = Number(localStorage.getItem('roda-outbox-backoff-ms'));
    return value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

let timer: ReturnType<typeof setTimeout> | null = null;
let draining: Promise<DrainResult> | null = null;
let retryAfterDrain = false;

function schedule(delayMs: number): void {
  if (timer) clearTimeout(timer);
  // a floor against a busy loop; a shortened first back-off step (support, tests) lowers it too
  const floorMs = Math.min(250, backoffBase() ?? 250);
  timer = setTimeout(() => void drainNow(), Math.max(floorMs, delayMs));
}

/**
 * Sends what waits, now (one sender at a time across tabs and the worker). `retryNow`: the
 * connection is back, so a back-off earned on the old one is not waited out.
 */
export function drainNow(retryNow = false): Promise<DrainResult> {
  if (draining) {
    // a send already running may be waiting out a back-off: go again, without it, once it stops
    if (retryNow) retryAfterDrain = true;
    return draining;
  }
  draining = (async () => {
    try {
      await syncSession();
      const result = await drainOutbox({
        origin: location.origin,
        appVersion,
        signing: loadSigning,
        fetch: sendWithProgress,
        broadcast,
        backoffBaseMs: backoffBase(),
        retryNow,
      });
      if (result.stop === 'backoff' && result.nextAttemptAt) schedule(result.nextAttemptAt - Date.now());
      if (result.stop === 'busy') schedule(3000);
      return result;
    } finally {
      draining = null;
      await refreshCount();
      if (retryAfterDrain) {
        retryAfterDrain = false;
        void drainNow(true);
      }
    }
  })();
  return draining;
}

/** Asks the worker to replay when the connection is back (where Background Sync exists). */
export async function requestSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
  ]);
  const sync = (ready as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | null)
    ?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/** A failed entry goes again, first in its turn. */
export async function retryEntry(id: string): Promise<void> {
  const entry = await getEntry(id);
  if (entry) await putEntry({ ...entry, state: 'queued', attempts: 0, nextAttemptAt: 0, lastError: null });
  broadcast({ type: 'changed' });
  void drainNow();
}

export async function discardEntry(id: string): Promise<void> {
  await deleteEntry(id);
  broadcast({ type: 'changed' });
  await refreshCount();
}

let started = false;

/** Starts the triggers once per page. */
export function startOutboxRuntime(): void {
  if (started) return;
  started = true;
  const receive = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  if (receive) {
    receive.onmessage = (event: MessageEvent<OutboxMessage>) => {
      for (const listener of listeners) listener(event.data);
      if (event.data.type === 'changed' || (event.data.type === 'drain' && !event.data.sending)) void refreshCount();
    };
  }
  window.addEventListener('online', () => {
    void drainNow(true);
    void requestSync();
  });
  window.addEventListener('focus', () => void drainNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void drainNow();
  });
  void drainNow();
}
