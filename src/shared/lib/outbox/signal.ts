/**
 * A tiny mirror of the outbox's size in localStorage, so the offline banner (in the first bundle)
 * can say what waits without loading IndexedDB code. The page runtime keeps it current.
 */
export interface OutboxCount {
  /** Entries not yet acknowledged, "needs attention" included. */
  total: number;
  attention: number;
  waitingLogin: number;
}

const KEY = 'roda-outbox-count';
const EVENT = 'roda-outbox-count';
const empty: OutboxCount = { total: 0, attention: 0, waitingLogin: 0 };
let cached: { raw: string | null; value: OutboxCount } = { raw: null, value: empty };

export function readOutboxCount(): OutboxCount {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cached.raw) return cached.value;
  let value = empty;
  try {
    value = raw ? { ...empty, ...(JSON.parse(raw) as Partial<OutboxCount>) } : empty;
  } catch {
    value = empty;
  }
  cached = { raw, value };
  return value;
}

export function writeOutboxCount(count: OutboxCount): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(count));
  } catch {
    // storage blocked: the banner just shows less
  }
  globalThis.dispatchEvent?.(new Event(EVENT));
}

export function subscribeOutboxCount(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  globalThis.addEventListener?.(EVENT, listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    globalThis.removeEventListener?.(EVENT, listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
