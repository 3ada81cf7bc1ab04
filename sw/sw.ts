/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { version as appVersion } from '../package.json';
import { HeaderName } from '../src/shared/contract/headers';
import { http } from '../src/shared/lib/http';
import { drainOutbox } from '../src/shared/lib/outbox/replay';
import * as signing from '../src/shared/lib/request-signing';
import { OUTBOX_CHANNEL, OUTBOX_SEND_LOCK, OUTBOX_SYNC_TAG, type OutboxMessage } from '../src/shared/lib/outbox/types';
import { cachedPostKind, postCacheKey } from '../src/shared/lib/post-cache';
import { registerPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The app shell and every built asset, every lazy route chunk included, revisioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new worker takes the open pages once it is activated (only on the user's confirm, below).
clientsClaim();

// Any in-app navigation gets the shell (history routing under /app/); the API and media never.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(new URL('index.html', self.registration.scope).pathname), {
    allowlist: [/^\/app(\/|$)/],
    denylist: [/^\/api\//, /^\/media\//],
  }),
);

// ---- dictionary-style POST calls: cached under path + body + language, stale-while-revalidate ----

const API_CACHE = 'roda-api-v1';

/**
 * The page's API call, sent on through the one client (src/shared/lib/http.ts): its time limit and
 * no retry. The page built and signed it; the worker changes nothing in it.
 */
const forward = (request: Request): Promise<Response> => http(request, { context: { forwarded: true } });

async function answerPost(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const body = await request.clone().text();
  const kind = cachedPostKind(new URL(request.url).pathname, body);
  if (!kind) return forward(request);
  const key = await postCacheKey(
    self.registration.scope,
    new URL(request.url).pathname,
    body,
    request.headers.get(HeaderName.language) ?? '',
  );
  const cache = await caches.open(API_CACHE);
  const network = forward(request).then(async (response) => {
    // keep only successful envelopes: an error answer or a portal page must not replace good data
    if (response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
      const copy = response.clone();
      const envelope = (await copy
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      if (envelope?.code === 200) await cache.put(key, copy);
    }
    return response;
  });
  if (kind === 'networkFirst') {
    try {
      return await network;
    } catch (error) {
      const cached = await cache.match(key);
      if (cached) return cached;
      throw error;
    }
  }
  const cached = await cache.match(key);
  if (cached) {
    event.waitUntil(network.then(() => undefined).catch(() => undefined));
    return cached;
  }
  return network;
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  if (request.method !== 'POST') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (!cachedPostKind(url.pathname)) return;
  event.respondWith(answerPost(event));
});

// ---- images: stale-while-revalidate, at most 300 entries and 7 days ----

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new StaleWhileRevalidate({
    cacheName: 'roda-media-v1',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 86_400, purgeOnQuotaError: true }),
    ],
  }),
);

// ---- the outbox: replayed on Background Sync (the page replays too, for Safari) ----

const channel = new BroadcastChannel(OUTBOX_CHANNEL);
const broadcast = (message: OutboxMessage) => channel.postMessage(message);

async function replay(): Promise<void> {
  // the browser fires sync when the connection is back: a back-off earned offline is not waited out
  const result = await drainOutbox({
    origin: self.location.origin,
    appVersion,
    // bundled: a service worker may not import code after it started
    signing: async () => signing,
    broadcast,
    retryNow: true,
  });
  // work left that a later sync may finish: ask the browser to fire the event again
  if (result.stop === 'backoff') throw new Error('outbox: entries wait for a retry');
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replay());
}) as EventListener);

// ---- Web Push: show notices, open their screen on a tap (sw/push.ts) ----

registerPushHandlers(self);

// ---- updates: a new worker waits until the page says the user agreed (docs/architecture.md#updates) ----

interface LockInfoLike {
  name?: string;
}

/** True when the outbox is being sent right now (by a page or by this worker's sync). */
async function outboxBusy(): Promise<boolean> {
  const locks = (self.navigator as { locks?: { query(): Promise<{ held?: LockInfoLike[] }> } }).locks;
  if (!locks) return false;
  const state = await locks.query();
  return (state.held ?? []).some((lock) => lock.name === OUTBOX_SEND_LOCK);
}

/** Which build this worker is (VITE_BUILD_ID at build time; tests and support read it). */
const BUILD_ID: string = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_BUILD_ID ?? appVersion;

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; holdsSendLock?: boolean } | null;
  if (data?.type === 'GET_BUILD') {
    event.ports[0]?.postMessage({ build: BUILD_ID, version: appVersion });
    return;
  }
  if (data?.type !== 'SKIP_WAITING') return;
  const source = event.source as Client | null;
  event.waitUntil(
    (async () => {
      // never activate while the outbox is mid-send: the page asks again when the send is over.
      // A page that holds the send lock itself (it waited for the send to end) may go at once.
      if (!data.holdsSendLock && (await outboxBusy())) {
        source?.postMessage({ type: 'SKIP_WAITING_REFUSED' });
        return;
      }
      await self.skipWaiting();
    })(),
  );
});
