import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as queryRoots from '@/shared/lib/query-roots';
import * as sharedKeys from '@/shared/lib/shared-keys';
import { persistQueries } from './persist-queries';
import { QUERY_GC_TIME_MS } from './query-client';

const KEY = 'roda-query-cache';
const categories = sharedKeys.categories('en');
const auditPage = [queryRoots.office, 'audit', 1] as const;
const failing = sharedKeys.vehicleSpecs();

interface Saved {
  buster: string;
  timestamp: number;
  clientState: { queries: { queryKey: unknown[] }[] };
}
const saved = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Saved | null;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the persisted query cache', () => {
  it('saves the queries worth keeping at most once a second, and a new start has them before it renders', async () => {
    vi.useFakeTimers();
    const online = new QueryClient();
    await persistQueries(online);
    online.setQueryData(categories, [{ id: 1, name: 'Tyres' }]);
    online.setQueryData(auditPage, { list: [], total: 0 });
    await online
      .fetchQuery({ queryKey: failing, queryFn: () => Promise.reject(new Error('offline')), retry: false })
      .catch(() => undefined);
    expect(saved()).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    // data only: not the failed query, not the back office's lists
    expect(saved()?.buster).toBe('roda-2');
    expect(saved()?.clientState.queries.map((q) => q.queryKey)).toEqual([categories]);

    vi.useRealTimers();
    const next = new QueryClient();
    await persistQueries(next);
    expect(next.getQueryData(categories)).toEqual([{ id: 1, name: 'Tyres' }]);
  });

  it('drops a copy older than the queries are kept (24 h) or of another version', async () => {
    const copy = (timestamp: number, buster: string) =>
      JSON.stringify({
        buster,
        timestamp,
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: categories,
              queryHash: JSON.stringify(categories),
              state: { data: [], status: 'success', dataUpdatedAt: timestamp },
            },
          ],
        },
      });
    for (const stale of [copy(Date.now() - QUERY_GC_TIME_MS - 1000, 'roda-2'), copy(Date.now(), 'roda-1')]) {
      localStorage.setItem(KEY, stale);
      const client = new QueryClient();
      await persistQueries(client);
      expect(client.getQueryData(categories)).toBeUndefined();
      expect(localStorage.getItem(KEY)).toBeNull();
    }
  });

  it('starts without a copy it cannot read', async () => {
    // the package reports the bad copy in development builds
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(KEY, '{not json');
    const client = new QueryClient();
    await expect(persistQueries(client)).resolves.toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
