import type { Locale } from '@/shared/contract/envelope';
import * as queryRoots from '@/shared/lib/query-roots';

/** The caller's messages (written in the request language) and the unread count. */
export const messageKeys = {
  all: queryRoots.rootKey(queryRoots.messages),
  page: (locale: Locale) => [queryRoots.messages, 'page', locale] as const,
  detail: (id: number, locale: Locale) => [queryRoots.messages, 'detail', id, locale] as const,
  unread: () => [queryRoots.messages, 'unread'] as const,
};
