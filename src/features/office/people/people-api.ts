import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Person } from '@/shared/contract/office-people';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { officeKeys } from '../api/office-keys';

export const PEOPLE_PAGE_SIZE = 20;

export type PeopleFilter = { status: Person['status']; keyword?: string | undefined; pageNo: number };

/** Keys of the people screen, under the office root. */
export const peopleKeys = {
  page: (f: PeopleFilter) => [...officeKeys.all, 'people', f] as const,
};

export const usePeople = (f: PeopleFilter) =>
  useQuery({
    queryKey: peopleKeys.page(f),
    queryFn: ({ signal }) =>
      callApi(
        api.officePeoplePage,
        { status: f.status, keyword: f.keyword, pageNo: f.pageNo, pageSize: PEOPLE_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

function useChange<P, R>(run: (payload: P, idempotencyKey: string) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => run(payload, newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}

export const useUpdatePerson = () =>
  useChange((p: { id: number; role: Person['role']; storeId: number | null }, idempotencyKey: string) =>
    callApi(api.officePersonUpdate, p, { idempotencyKey }),
  );
export const useDeactivatePerson = () =>
  useChange((id: number, idempotencyKey: string) => callApi(api.officePersonDeactivate, { id }, { idempotencyKey }));
export const useActivatePerson = () =>
  useChange((id: number, idempotencyKey: string) => callApi(api.officePersonActivate, { id }, { idempotencyKey }));
/** The staff desk's one review call (server/staff/accounts): the office and the phone desk share it. */
export const useReviewSignup = () =>
  useChange((p: { id: number; approve: boolean; reason: string }, idempotencyKey: string) =>
    callApi(api.signupReview, p, { idempotencyKey }),
  );
