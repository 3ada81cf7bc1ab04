import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@/shared/contract/define-call';
import type { staffDayPlan } from '@/shared/contract/staff';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import * as sharedKeys from '@/shared/lib/shared-keys';

type DayPlanAsked = PayloadOf<typeof staffDayPlan>;

export const getDayPlan = (payload: DayPlanAsked, signal?: AbortSignal) =>
  callApi(api.staffDayPlan, payload, { signal });

/** A workshop's day: the staff start screen (today) and the manager desk's day view (any date, any store). */
export const dayPlanQueryOptions = (payload: DayPlanAsked, locale = currentLocale()) =>
  queryOptions({
    queryKey: sharedKeys.staffDayPlan(locale, payload),
    queryFn: ({ signal }) => getDayPlan(payload, signal),
    // a day changes while it is looked at (jobs accepted, orders paid): read afresh on every visit,
    // and each minute while it stays open
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** `enabled` false: nothing is asked (the company has no workshop of its own to start from). */
export const useDayPlan = (payload: DayPlanAsked, enabled = true) =>
  useQuery({ ...dayPlanQueryOptions(payload), enabled });
