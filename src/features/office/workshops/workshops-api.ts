import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkshopDetailsInput, WorkshopSettings } from '@/shared/contract/office-workshops';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import * as queryRoots from '@/shared/lib/query-roots';
import { officeKeys } from '../api/office-keys';

export const WORKSHOP_PAGE_SIZE = 20;
export const CLOSURE_PAGE_SIZE = 10;
export const HOLIDAY_PAGE_SIZE = 25;

/** Keys of the workshop screens, under the office root (a change reads every office list again). */
export const workshopKeys = {
  page: (filter: object) => [...officeKeys.all, 'workshops', filter] as const,
  one: (id: number) => [...officeKeys.all, 'workshop', id] as const,
  closures: (storeId: number, pageNo: number) => [...officeKeys.all, 'closures', storeId, pageNo] as const,
  holidays: (filter: object) => [...officeKeys.all, 'holidays', filter] as const,
};

export type WorkshopFilter = { pageNo: number; keyword?: string | undefined };

export const useWorkshops = (f: WorkshopFilter) =>
  useQuery({
    queryKey: workshopKeys.page(f),
    queryFn: ({ signal }) =>
      callApi(
        api.officeWorkshopPage,
        { pageNo: f.pageNo, pageSize: WORKSHOP_PAGE_SIZE, keyword: f.keyword },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useWorkshop = (id: number) =>
  useQuery({
    queryKey: workshopKeys.one(id),
    queryFn: ({ signal }) => callApi(api.officeWorkshopFind, { id }, { signal }),
  });

export const useClosures = (storeId: number, pageNo: number) =>
  useQuery({
    queryKey: workshopKeys.closures(storeId, pageNo),
    queryFn: ({ signal }) =>
      callApi(api.officeClosurePage, { storeId, pageNo, pageSize: CLOSURE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export type HolidayFilter = { year: number; state?: string | undefined; pageNo: number };

export const useHolidays = (f: HolidayFilter) =>
  useQuery({
    queryKey: workshopKeys.holidays(f),
    queryFn: ({ signal }) =>
      callApi(
        api.officeHolidayPage,
        { year: f.year, state: f.state, pageNo: f.pageNo, pageSize: HOLIDAY_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Appointments booked on the days a closure would cover: asked before the confirmation, never cached. */
export const closureBookings = (p: { storeId: number; fromDate: string; toDate: string }) =>
  callApi(api.officeClosureBookings, p);

/**
 * A change through one office call, then every office list read again, and this browser's own
 * customer store screens (list, page, slots), which show a store's details, hours and closures.
 */
function useOfficeChange<P, R>(run: (payload: P, idempotencyKey: string) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => run(payload, newIdempotencyKey()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: officeKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.stores) }),
      ]),
  });
}

export const useSaveWorkshopDetails = () =>
  useOfficeChange((p: { id: number; details: WorkshopDetailsInput }, idempotencyKey: string) =>
    callApi(api.officeWorkshopDetailsSave, p, { idempotencyKey }),
  );
export const useAddWorkshop = () =>
  useOfficeChange(
    (p: { code: string; kind: 'workshop' | 'outlet'; details: WorkshopDetailsInput }, idempotencyKey: string) =>
      callApi(api.officeWorkshopAdd, p, { idempotencyKey }),
  );

export const useSaveWorkshop = () =>
  useOfficeChange((p: { id: number; settings: WorkshopSettings }, idempotencyKey: string) =>
    callApi(api.officeWorkshopSave, p, { idempotencyKey }),
  );
export const useAddClosure = () =>
  useOfficeChange((p: { storeId: number; fromDate: string; toDate: string; reason: string }, idempotencyKey: string) =>
    callApi(api.officeClosureAdd, p, { idempotencyKey }),
  );
export const useRemoveClosure = () =>
  useOfficeChange((id: number, idempotencyKey: string) => callApi(api.officeClosureRemove, { id }, { idempotencyKey }));
export const useAddHoliday = () =>
  useOfficeChange(
    (p: { date: string; state: string | null; name: { en: string; ms: string; zh: string } }, idempotencyKey: string) =>
      callApi(api.officeHolidayAdd, p, { idempotencyKey }),
  );
export const useRemoveHoliday = () =>
  useOfficeChange((id: number, idempotencyKey: string) => callApi(api.officeHolidayRemove, { id }, { idempotencyKey }));
