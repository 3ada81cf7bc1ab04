import { t } from '@lingui/core/macro';
import type { Workbox } from 'workbox-window';
import { OUTBOX_SEND_LOCK } from '@/shared/lib/outbox/types';
import { confirm } from '@/shared/ui/modal';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

let reloadRequested = false;
let asking = false;

async function activateWaiting(wb: Workbox): Promise<void> {
  const locks = (navigator as { locks?: LockManagerLike }).locks;
  const activate = async (holdsSendLock: boolean) => {
    reloadRequested = true;
    for (let attempt = 0; attempt < 60; attempt++) {
      const refused = new Promise<boolean>((resolve) => {
        const onMessage = (event: MessageEvent<{ type?: string }>) => {
          if (event.data?.type === 'SKIP_WAITING_REFUSED') resolve(true);
        };
        navigator.serviceWorker.addEventListener('message', onMessage, { once: true });
        setTimeout(() => {
          navigator.serviceWorker.removeEventListener('message', onMessage);
          resolve(false);
        }, 5000);
      });
      const changed = new Promise<boolean>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(false), { once: true }),
      );
      const waiting = (await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL))?.waiting;
      if (waiting) waiting.postMessage({ type: 'SKIP_WAITING', holdsSendLock });
      else wb.messageSkipWaiting();
      if (!(await Promise.race([refused, changed]))) return;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };
  // holding the outbox's send lock: no entry is mid-send while the new worker takes over
  if (locks) await locks.request(OUTBOX_SEND_LOCK, () => activate(true));
  else await activate(false);
}

/**
 * The non-cancellable "New version released" modal of a waiting worker (docs/architecture.md#updates): confirm waits
 * for the outbox's send to finish, tells the worker to skip waiting and reloads once when it takes
 * control (never on the first install).
 */
export async function askToUpdate(wb: Workbox): Promise<void> {
  if (asking) return;
  asking = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // reload once, and only for an update the user confirmed
    if (!reloadRequested) return;
    reloadRequested = false;
    window.location.reload();
  });
  await confirm({
    content: t`New version released, Please update immediately~`,
    showCancel: false,
    dismissible: false,
    confirmText: t`Update`,
  });
  await activateWaiting(wb);
}
