import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import * as queryRoots from '@/shared/lib/query-roots';
import { QUERY_GC_TIME_MS } from './query-client';

/** localStorage key of the persisted cache, and its version: change it when the shape of persisted data changes. */
const KEY = 'roda-query-cache';
const BUSTER = 'roda-2';

/**
 * What is worth a place in localStorage: a query with data (not an error, not a fetch under way),
 * except the back office's, whose lists are read at a desk, online, and would fill the storage.
 */
export function shouldPersistQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && query.queryKey[0] !== queryRoots.office;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked storage: the persister does nothing and the app works without the offline copy
  }
}

/**
 * The query cache persisted to localStorage by TanStack's sync storage persister
 * (docs/decisions/011-home-first-load.md): restored before the first render, so every screen opened
 * offline shows its last data, then saved at most once a second while the cache changes. A copy
 * older than the queries' gcTime (24 h) or of another buster is dropped.
 */
export async function persistQueries(queryClient: QueryClient): Promise<void> {
  const options: PersistQueryClientOptions = {
    queryClient,
    persister: createSyncStoragePersister({ storage: localStorageOrUndefined(), key: KEY, throttleTime: 1000 }),
    maxAge: QUERY_GC_TIME_MS,
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
  // an unreadable copy has been removed by then: the app starts without it and saves a new one
  await persistQueryClientRestore(options).catch(() => undefined);
  persistQueryClientSubscribe(options);
}
