import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { useClientState } from '@/shared/lib/client-state';
import { isStaff } from '@/shared/lib/session';
import { readOutboxCount, subscribeOutboxCount } from '@/shared/lib/outbox/signal';
import './offline.css';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export function useOutboxCount() {
  return useSyncExternalStore(subscribeOutboxCount, readOutboxCount, readOutboxCount);
}

// The outbox API on window for support and the end-to-end tests (loads the lazy chunk on call).
(globalThis as { rodaOutbox?: () => Promise<unknown> }).rodaOutbox = () => import('@/shared/lib/outbox/enqueue');

const loadRuntime = () => import('@/shared/lib/outbox/page-runtime').then((m) => m.startOutboxRuntime());

/**
 * Says clearly when the app is offline and how much waits in the outbox (DESIGN §5). Also starts
 * the outbox's replay where there is something to send or a staff member is logged in; customers
 * never load that code.
 */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useOnline();
  const count = useOutboxCount();
  const user = useClientState((s) => s.userInfo);
  const staff = isStaff(user);
  const waiting = count.total - count.attention;

  useEffect(() => {
    if (count.total > 0 || staff) void loadRuntime();
  }, [count.total, staff]);

  if (online && count.total === 0) return null;
  let text: string;
  if (!online) {
    text =
      waiting > 0
        ? t`You are offline. ${waiting} waiting to be sent.`
        : t`You are offline. Showing the last saved data.`;
  } else if (count.waitingLogin > 0) {
    text = plural(waiting, {
      one: 'Log in again to send # waiting item.',
      other: 'Log in again to send # waiting items.',
    });
  } else if (waiting > 0) {
    text = t`Sending: ${waiting} waiting to be sent.`;
  } else {
    text = plural(count.attention, { one: '# item needs attention.', other: '# items need attention.' });
  }
  return (
    <div className={`offline-banner${online ? '' : ' offline-banner--offline'}`} role="status" aria-live="polite">
      {text}
    </div>
  );
}
