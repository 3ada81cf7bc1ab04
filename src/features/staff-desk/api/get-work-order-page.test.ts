import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/shared/lib/api-client';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('@/shared/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  callApi,
}));

const { workOrderPageQueryOptions } = await import('./get-work-order-page');

describe("the staff desk's work orders paged by key", () => {
  it('loads more on from the last card shown, and refreshes the same way', async () => {
    callApi.mockImplementation((_call: unknown, payload: { pageNo: number }) =>
      Promise.resolve({ list: [], total: 25, pageNo: payload.pageNo, pageSize: 10, next: `k${payload.pageNo}` }),
    );
    const queryClient = new QueryClient();
    const options = workOrderPageQueryOptions('all', '', 'en');
    await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    const sent = () =>
      callApi.mock.calls.map(([, p]) => [(p as { pageNo: number }).pageNo, (p as { after?: string }).after]);
    expect(sent()).toEqual([
      [1, undefined],
      [2, 'k1'],
      [3, 'k2'],
    ]);
    // the last page holds the rest: no more to load
    expect(options.getNextPageParam(queryClient.getQueryData(options.queryKey)!.pages[2]!, [], { pageNo: 3 }, [])).toBe(
      undefined,
    );
  });

  it('reads by number a list kept offline with the page numbers of an earlier version', async () => {
    callApi.mockReset();
    callApi.mockResolvedValue({ list: [], total: 0, pageNo: 2, pageSize: 10, next: null });
    const options = workOrderPageQueryOptions('completed', '', 'en');
    await new QueryClient().fetchInfiniteQuery({ ...options, initialPageParam: 2 });
    expect(callApi.mock.calls[0]?.[1]).toMatchObject({ tab: 'completed', pageNo: 2, after: undefined });
  });

  it('sends the search with the tab and keeps each search under its own key', async () => {
    callApi.mockReset();
    callApi.mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 10, next: null });
    const searched = workOrderPageQueryOptions('inService', 'wxy1234', 'en');
    await new QueryClient().fetchInfiniteQuery(searched);
    expect(callApi.mock.calls[0]?.[1]).toMatchObject({ tab: 'inService', keyword: 'wxy1234' });
    expect(searched.queryKey).toContain('wxy1234');
    expect(searched.queryKey).not.toEqual(workOrderPageQueryOptions('inService', '', 'en').queryKey);
    // no search: no keyword sent
    await new QueryClient().fetchInfiniteQuery(workOrderPageQueryOptions('all', '', 'en'));
    expect((callApi.mock.calls[1]?.[1] as { keyword?: string }).keyword).toBeUndefined();
  });
});
