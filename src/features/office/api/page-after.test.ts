import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/shared/lib/api-client';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('@/shared/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  callApi,
}));

const { officeOrderPageOptions } = await import('../orders/orders-api');
const { paymentPageOptions } = await import('../payments/payments-api');
const { auditQueryOptions } = await import('./get-audit');

/** A page as the server answers it, its `next` naming the page. */
const pageAnswer = (payload: { pageNo: number }) => ({
  list: [],
  total: 100,
  pageNo: payload.pageNo,
  pageSize: 20,
  next: `after-page-${payload.pageNo}`,
});

describe('office lists paged by key', () => {
  beforeEach(() => {
    callApi.mockReset();
    callApi.mockImplementation((_call: unknown, payload: { pageNo: number }) => Promise.resolve(pageAnswer(payload)));
  });

  const sentAfter = () => callApi.mock.calls.map(([, payload]) => (payload as { after?: string }).after);

  it('reads the next order page on from the page before, and a page jumped to by number', async () => {
    const queryClient = new QueryClient();
    const filter = { plate: 'WXY' };
    for (const pageNo of [1, 2, 3, 9, 8])
      await queryClient.fetchQuery(officeOrderPageOptions(queryClient, pageNo, filter));
    // page 8 after page 9: the page before it (7) was never read, so by number
    expect(sentAfter()).toEqual([undefined, 'after-page-1', 'after-page-2', undefined, undefined]);
    // back to page 3 and on to page 4 again: on from page 3 as the client holds it
    await queryClient.fetchQuery(officeOrderPageOptions(queryClient, 4, filter));
    expect(sentAfter().at(-1)).toBe('after-page-3');
  });

  it('reads the next payment page on from the page before, and a page jumped to by number', async () => {
    const queryClient = new QueryClient();
    const filter = { status: 'paid' } as const;
    await queryClient.fetchQuery(paymentPageOptions(queryClient, 1, filter));
    await queryClient.fetchQuery(paymentPageOptions(queryClient, 2, filter));
    await queryClient.fetchQuery(paymentPageOptions(queryClient, 5, filter));
    // another search's page 1 is not the page before this search's page 2
    await queryClient.fetchQuery(paymentPageOptions(queryClient, 2, { status: 'failed' }));
    expect(sentAfter()).toEqual([undefined, 'after-page-1', undefined, undefined]);
  });

  it('reads the next audit page on from the page before, under the same filters only', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(auditQueryOptions(queryClient, 1));
    await queryClient.fetchQuery(auditQueryOptions(queryClient, 2));
    await queryClient.fetchQuery(auditQueryOptions(queryClient, 3));
    await queryClient.fetchQuery(auditQueryOptions(queryClient, 7));
    expect(sentAfter()).toEqual([undefined, 'after-page-1', 'after-page-2', undefined]);
    // a filtered log's page 2 reads on from the filtered page 1, never from another filter's
    callApi.mockClear();
    const people = { section: 'people', actorId: 3 } as const;
    await queryClient.fetchQuery(auditQueryOptions(queryClient, 2, people));
    await queryClient.fetchQuery(auditQueryOptions(queryClient, 1, people));
    await queryClient.fetchQuery(auditQueryOptions(queryClient, 2, { section: 'stock' }));
    await queryClient.fetchQuery(auditQueryOptions(queryClient, 2, people));
    expect(sentAfter()).toEqual([undefined, undefined, undefined, 'after-page-1']);
    expect(callApi.mock.calls.at(-1)?.[1]).toMatchObject({ pageNo: 2, filter: people });
  });
});
