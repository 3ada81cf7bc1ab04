import * as queryRoots from '@/shared/lib/query-roots';

export type SignupFilter = 'pending' | 'active' | 'refused';

/** The manager desk's queries, under the staff root (a review refreshes every staff list). */
export const managerKeys = {
  overview: () => [queryRoots.staff, 'overview'] as const,
  ratings: () => [queryRoots.staff, 'ratings'] as const,
  signups: (status: SignupFilter) => [queryRoots.staff, 'signups', status] as const,
  refunds: () => [queryRoots.staff, 'refunds'] as const,
  complaints: () => [queryRoots.staff, 'complaints'] as const,
};
