import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS } from './query-client';

/** localStorage key of the persisted cache, and its version: change it when the shape of persisted data changes. */
const KEY = 'roda-query-cache';
const BUSTER = 'roda-1';
/** At most one save per second, with the cache as it is then. */
const SAVE_EVERY_MS = 1000;

interface PersistedCache {
  buster: string;
  timestamp: number;
  clientState: DehydratedState;
}

const cacheChanges = new Set(['added', 'removed', 'updated']);

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The query cache persisted to localStorage (DESIGN §5), the format of TanStack's persister
 * (`{ buster, timestamp, clientState }`, maxAge = the queries' gcTime): restored before the first
 * render, so every screen opened offline shows its last data, then saved at most once a second
 * while the cache changes. Written here rather than with `@tanstack/react-query-persist-client`,
 * which dehydrates the whole cache on every cache event and adds 1.4 KB gzip to Home's first load
 * (docs/decisions/011-home-first-load.md).
 */
export function persistQueries(queryClient: QueryClient): void {
  const storage = localStorageOrNull();
  if (!storage) return;
  restore(queryClient, storage);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const persisted: PersistedCache = { buster: BUSTER, timestamp: Date.now(), clientState: dehydrate(queryClient) };
    try {
      storage.setItem(KEY, JSON.stringify(persisted));
    } catch {
      // storage full or blocked: the app works on without the offline copy
    }
  };
  const onChange = (event: { type: string }) => {
    if (timer === undefined && cacheChanges.has(event.type)) timer = setTimeout(save, SAVE_EVERY_MS);
  };
  queryClient.getQueryCache().subscribe(onChange);
  queryClient.getMutationCache().subscribe(onChange);
}

/** Hydrates the saved cache unless it is older than maxAge or of another version (then it is dropped). */
function restore(queryClient: QueryClient, storage: Storage): void {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return;
    const { buster, timestamp, clientState } = JSON.parse(raw) as Partial<PersistedCache>;
    const fresh = typeof timestamp === 'number' && Date.now() - timestamp <= QUERY_GC_TIME_MS;
    if (fresh && buster === BUSTER && clientState) hydrate(queryClient, clientState);
    else storage.removeItem(KEY);
  } catch {
    try {
      storage.removeItem(KEY);
    } catch {
      // blocked storage: nothing was restored
    }
  }
}
