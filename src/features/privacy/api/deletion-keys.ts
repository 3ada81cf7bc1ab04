import * as queryRoots from '@/shared/lib/query-roots';

/** What deleting the account would do now; under the user root, so logging out forgets it. */
export const deletionKeys = {
  preview: () => [queryRoots.user, 'privacy', 'deletionPreview'] as const,
};
