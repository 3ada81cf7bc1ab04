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

/**
 * How long the page waits for the old worker to let go before it leaves for the hand-over page.
 * An idle old worker lets go at once; one that a request restarted while it was being swapped out
 * waits to idle, up to minutes (docs/architecture.md#updates).
 */
const HANDOVER_WAIT_MS = 10_000;

/** The page outside the worker's scope that an accepted update passes through (server/static/update-handover.ts). */
const HANDOVER_PATH = '/app-handover';

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
 * Leaves this page so that it is no longer the old worker's client: the browser then hands over to
 * the new worker at once. Online, through the hand-over page outside the worker's scope, which
 * comes back here once the new worker is in charge; offline that page cannot load, so the page
 * reloads under the old worker, and the update is offered again.
 */
function leaveForHandover(): void {
  if (!navigator.onLine) {
    window.location.reload();
    return;
  }
  const here = `${location.pathname}${location.search}${location.hash}`;
  window.location.replace(`${HANDOVER_PATH}?to=${encodeURIComponent(here)}`);
}

/**
 * Asks the waiting worker to take over until it does, for at most HANDOVER_WAIT_MS; the
 * controllerchange listener reloads. The page holds the outbox's send lock meanwhile, so no entry
 * is mid-send while the workers change (its own sends would also keep the old worker busy).
 */
async function activateWaiting(): Promise<void> {
  const locks = (navigator as { locks?: LockManagerLike }).locks;
  const activate = async (holdsSendLock: boolean) => {
    reloadRequested = true;
    const until = Date.now() + HANDOVER_WAIT_MS;
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
    // the old worker did not let go: a request reached it while it was being swapped out and
    // started it again, and the browser now waits for it to idle
    reloadRequested = false;
    leaveForHandover();
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
