import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/lib/api-client';

/**
 * How long unused data stays in memory, and how long the persisted copy in localStorage is
 * trusted (persist-queries.ts): the same 24 hours, so a screen opened offline finds its last data.
 */
export const QUERY_GC_TIME_MS = 24 * 60 * 60_000;

/** One query client: server answers (ApiError) are final, transport failures are retried twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: QUERY_GC_TIME_MS,
        // try once even when the browser says offline: the service worker may answer from its cache
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
