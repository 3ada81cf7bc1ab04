import { queryRoots } from '@/shared/lib/query-keys';

/** The sign-up form's store picker. */
export const staffAccountKeys = {
  stores: () => [...queryRoots.staffAccount, 'stores'] as const,
};
