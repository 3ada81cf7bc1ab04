import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/lib/api-client';

/** One query client: server answers (ApiError) are final, transport failures are retried twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
