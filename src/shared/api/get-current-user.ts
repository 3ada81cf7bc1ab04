import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

export const getCurrentUser = (signal?: AbortSignal) => callApi(api.currentUser, {}, { signal });

/** The logged-in user, fresh from the server (the stored `info` is only a launch-time copy). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
  });
