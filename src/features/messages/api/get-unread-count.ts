import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { messageKeys } from './keys';

export const getUnreadCount = (signal?: AbortSignal) => callApi(api.messageUnreadCount, {}, { signal });

/** How many messages are unread, for the badge. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (answer) => answer.unreadCount,
    staleTime: 0,
    // a notice may arrive while the Me tab stays open: the badge asks again each minute it is shown
    refetchInterval: 60_000,
  });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQueryOptions(), enabled });
