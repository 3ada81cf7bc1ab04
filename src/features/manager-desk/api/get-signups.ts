import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { managerKeys, type SignupFilter } from './keys';

export const getSignups = (status: SignupFilter, signal?: AbortSignal) =>
  callApi(api.signupPage, { status, pageSize: 100 }, { signal });

export const signupsQueryOptions = (status: SignupFilter) =>
  queryOptions({ queryKey: managerKeys.signups(status), queryFn: ({ signal }) => getSignups(status, signal) });

/** Staff sign-ups of the manager's store (the company: every store). */
export const useSignups = (status: SignupFilter) => useQuery(signupsQueryOptions(status));
