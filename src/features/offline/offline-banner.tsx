import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useClientState } from '@/shared/lib/client-state';
import { isStaff } from '@/shared/lib/session';
import { readOutboxCount, subscribeOutboxCount } from '@/shared/lib/outbox/signal';
import './offline.css';

// the words are fetched only when there is something to say: most visits are online with an empty outbox
const OfflineBannerText = lazy(() => import('./offline-banner-text'));

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
 * Says clearly when the app is offline and how much waits in the outbox (docs/architecture.md#outbox). Also starts
 * the outbox's replay where there is something to send or a staff member is logged in; customers
 * never load that code.
 */
export function OfflineBanner() {
  const online = useOnline();
  const count = useOutboxCount();
  const user = useClientState((s) => s.userInfo);
  const staff = isStaff(user);

  useEffect(() => {
    if (count.total > 0 || staff) void loadRuntime();
  }, [count.total, staff]);

  if (online && count.total === 0) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBannerText online={online} count={count} />
    </Suspense>
  );
}
