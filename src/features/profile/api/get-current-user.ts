import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

/** Same key as the Me tab's: both read and refresh the one copy of the logged-in user. */
export const currentUserKey = sharedKeys.currentUser();

export const getCurrentUser = (signal?: AbortSignal) => callApi(api.currentUser, {}, { signal });

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getCurrentUser(signal), staleTime: 60_000 });

/** Always asks the server on mount: the form starts from what the server holds, not a cached copy. */
export const useCurrentUser = () => useQuery({ ...currentUserQueryOptions(), refetchOnMount: 'always' });
