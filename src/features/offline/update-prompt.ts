import { t } from '@lingui/core/macro';
import { OUTBOX_SEND_LOCK } from '@/shared/lib/outbox/types';
import { confirm } from '@/shared/ui/modal';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

let reloadRequested = false;
let asking = false;

/** Reloads once for the update the user confirmed, whichever of the ways below notices first. */
function reloadOnce(): void {
  if (!reloadRequested) return;
  reloadRequested = false;
  window.location.reload();
}

/** How long the page keeps the outbox still while the new worker takes over; then sends may go on. */
const HOLD_SEND_LOCK_MS = 30_000;

type Answer = 'refused' | 'changed' | 'silent';

/** What the waiting worker does with one SKIP_WAITING: refuse, take over, or neither within 5 s. */
function answerOf(waiting: ServiceWorker, holdsSendLock: boolean): Promise<Answer> {
  return new Promise<Answer>((resolve) => {
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'SKIP_WAITING_REFUSED') done('refused');
    };
    const onChange = () => done('changed');
    const timer = setTimeout(() => done('silent'), 5000);
    function done(answer: Answer) {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('message', onMessage);
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
      resolve(answer);
    }
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
    waiting.postMessage({ type: 'SKIP_WAITING', holdsSendLock });
  });
}

/**
 * Asks the waiting worker to take over until it does. The old worker hands over only once it is
 * idle, so the page keeps holding the send lock meanwhile (its own sends would keep the old worker
 * busy), for at most HOLD_SEND_LOCK_MS; the controllerchange listener reloads.
 */
async function activateWaiting(): Promise<void> {
  const locks = (navigator as { locks?: LockManagerLike }).locks;
  const activate = async (holdsSendLock: boolean) => {
    reloadRequested = true;
    const until = Date.now() + HOLD_SEND_LOCK_MS;
    while (Date.now() < until) {
      const waiting = (await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL))?.waiting;
      if (!waiting) {
        // nothing waits any more (it took over before this page listened, or gave way to a newer
        // one): a reload opens the page under whichever worker is in charge now
        reloadOnce();
        return;
      }
      const answer = await answerOf(waiting, holdsSendLock);
      if (answer === 'changed') return;
      if (answer === 'refused') await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    // still waiting after the hold: the old worker is kept busy by this page's own requests still
    // in flight (the browser hands over only to an idle worker). Leaving the page ends them; the
    // worker the user agreed to has been told to skip waiting and claims the page once it takes over.
    window.location.reload();
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
export async function askToUpdate(): Promise<void> {
  if (asking) return;
  asking = true;
  // reload once, and only for an update the user confirmed
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce);
  await confirm({
    content: t`New version released, Please update immediately~`,
    showCancel: false,
    dismissible: false,
    confirmText: t`Update`,
  });
  await activateWaiting();
}
