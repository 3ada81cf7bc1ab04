/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The app shell and every built asset, revisioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any in-app navigation gets the shell (history routing under /app/); the API is never the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(new URL('index.html', self.registration.scope).pathname), {
    denylist: [/^\/api\//],
  }),
);

// A new worker waits until the page says the user agreed to update (DESIGN §5).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
