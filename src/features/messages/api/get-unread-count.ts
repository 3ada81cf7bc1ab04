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
  });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQueryOptions(), enabled });
