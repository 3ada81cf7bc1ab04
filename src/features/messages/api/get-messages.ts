import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import { messageKeys } from './keys';

export const MESSAGE_PAGE_SIZE = 20;

export const getMessages = (pageNo: number, signal?: AbortSignal) =>
  callApi(api.messagePage, { pageNo, pageSize: MESSAGE_PAGE_SIZE, unreadOnly: false }, { signal });

/** The caller's messages, newest first, page by page (the server writes them in the request language). */
export const messagesQueryOptions = (locale = currentLocale()) =>
  infiniteQueryOptions({
    queryKey: messageKeys.page(locale),
    queryFn: ({ pageParam, signal }) => getMessages(pageParam, signal),
    initialPageParam: 1,
    staleTime: 0,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
  });

/**
 * The list also tells the unread count of the moment it was read: the Me badge takes that number,
 * so the badge and the list never disagree.
 */
export const useMessages = () => {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(messagesQueryOptions());
  const unreadCount = query.data?.pages[0]?.unreadCount;
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (unreadCount !== undefined)
      queryClient.setQueryData(messageKeys.unread(), { unreadCount }, { updatedAt: readAt });
  }, [queryClient, unreadCount, readAt]);
  return query;
};
