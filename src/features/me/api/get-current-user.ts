import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

/** The logged-in user, fresh from the server (the stored `info` is only a launch-time copy). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.currentUser(),
    queryFn: ({ signal }) => callApi(api.currentUser, {}, { signal }),
    staleTime: 60_000,
  });
