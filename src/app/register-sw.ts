import { startUpdates } from '@/features/offline/updates';
import { PUSH_CHANGED_MESSAGE } from '@/shared/lib/push-message';

/**
 * Registers the service worker from sw/ once the page has loaded and is idle (production builds only), then
 * runs the updates of docs/architecture.md#updates (version check, the "New version released" modal, skip waiting).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // the version check's few lines come with this module: a chunk of their own cost Home a request
    // and more bytes than they weigh (docs/decisions/011); they still start only when the page is idle
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
      startUpdates(wb);
      // the browser renewed the push subscription (sw/push.ts): send the new one to the server
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
        if (event.data?.type === PUSH_CHANGED_MESSAGE)
          void import('@/shared/lib/push').then((m) => m.resendSubscription());
      });
      // a browser that refuses workers (private windows, policies) runs the app without offline
      wb.register().catch(() => undefined);
    });
  };
  // not needed to show the first screen: wait for the load event, then for an idle moment, so
  // the worker's script and the version check do not compete with the first render
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 3000 }) : setTimeout(register, 1000);
  // main.tsx awaits the first route's data first, so the load event may already have fired
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
