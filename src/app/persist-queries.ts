import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { QUERY_GC_TIME_MS } from './query-client';

/**
 * The query cache persisted to localStorage (DESIGN §5) with the sync storage persister: restored
 * before the first render, so every screen opened offline shows its last data. maxAge equals the
 * queries' gcTime. The buster changes only when the shape of persisted data changes.
 */
export function persistQueries(queryClient: QueryClient): Promise<void> {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const persister = createSyncStoragePersister({ storage, key: 'roda-query-cache', throttleTime: 1000 });
  const [, restored] = persistQueryClient({
    // the same query-core at run time (vite.config.ts aliases it); only the type copies differ
    queryClient: queryClient as unknown as Parameters<typeof persistQueryClient>[0]['queryClient'],
    persister,
    maxAge: QUERY_GC_TIME_MS,
    buster: 'roda-1',
  });
  return restored.catch(() => undefined);
}
