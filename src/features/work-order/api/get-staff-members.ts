import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { workOrderKeys } from './keys';

export const getStaffMembers = (storeId: number, signal?: AbortSignal) =>
  callApi(api.staffMemberList, { storeId }, { signal });

export const staffMembersQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: workOrderKeys.members(storeId),
    queryFn: ({ signal }) => getStaffMembers(storeId, signal),
  });

/** Active staff of the store, for dispatching (managers only). */
export const useStaffMembers = (storeId: number, enabled: boolean) =>
  useQuery({ ...staffMembersQueryOptions(storeId), enabled });
