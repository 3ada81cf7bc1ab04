import * as queryRoots from '@/shared/lib/query-roots';

/** This device's notices: the browser's permission and subscription with the server's device list. */
export const notificationKeys = {
  all: queryRoots.rootKey(queryRoots.notifications),
  state: () => [queryRoots.notifications, 'state'] as const,
  /** My marketing consent (offers and service reminders), per channel. */
  marketing: () => [queryRoots.notifications, 'marketing'] as const,
};
