import * as queryRoots from '@/shared/lib/query-roots';

/** My copies of my data; under the user root, so logging out forgets them. */
export const exportKeys = {
  list: () => [queryRoots.user, 'privacy', 'dataExports'] as const,
};
