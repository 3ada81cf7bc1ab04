/** A tiny read-through cache with a time-to-live; concurrent misses share one load. */
export function createTtlCache<K, V>(ttlMs: number) {
  const entries = new Map<K, { expires: number; value: Promise<V> }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** Drops one key, so the next read loads it again. */
    forget(key: K) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
