import * as queryRoots from '@/shared/lib/query-roots';

/** The sign-up form's store picker. */
export const staffAccountKeys = {
  stores: () => [queryRoots.staffAccount, 'stores'] as const,
};
