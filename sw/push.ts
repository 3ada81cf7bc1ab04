/// <reference lib="webworker" />
import { PUSH_CHANGED_MESSAGE } from '../src/shared/lib/push-message';

/**
 * Web Push in the service worker (decision 019). The server writes the notice in the device's
 * language; the worker only shows it, and a tap opens its screen in the app.
 */

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function parse(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (!value || typeof value.title !== 'string') return null;
    return {
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      url: typeof value.url === 'string' ? value.url : '/app/',
      tag: typeof value.tag === 'string' ? value.tag : '',
    };
  } catch {
    return null;
  }
}

/** Only the app's own screens may be opened from a notice. */
function appUrl(scope: string, url: string): string {
  const target = new URL(url, scope);
  return target.origin === new URL(scope).origin && target.pathname.startsWith('/app/') ? target.href : scope;
}

export function registerPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event: PushEvent) => {
    const notice = parse(event.data);
    if (!notice) return;
    const icon = new URL('icons/icon-192.png', sw.registration.scope).href;
    event.waitUntil(
      sw.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag || undefined,
        icon,
        badge: icon,
        data: { url: appUrl(sw.registration.scope, notice.url) },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = appUrl(sw.registration.scope, typeof data?.url === 'string' ? data.url : '/app/');
    event.waitUntil(
      (async () => {
        const open = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const client = open.find((c) => new URL(c.url).origin === new URL(url).origin);
        if (client) {
          const focused = await client.focus();
          await focused.navigate(url).catch(() => null);
          return;
        }
        await sw.clients.openWindow(url);
      })(),
    );
  });

  sw.addEventListener('pushsubscriptionchange', ((event: ExtendableEvent & { oldSubscription?: PushSubscription }) => {
    event.waitUntil(
      (async () => {
        const key = event.oldSubscription?.options.applicationServerKey;
        if (key) await sw.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
        // the worker holds no session: an open page (or the next start) sends the new subscription
        for (const client of await sw.clients.matchAll({ type: 'window' })) {
          client.postMessage({ type: PUSH_CHANGED_MESSAGE });
        }
      })().catch(() => undefined),
    );
  }) as EventListener);
}
