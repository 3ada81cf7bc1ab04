import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarRef } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import * as sharedKeys from '@/shared/lib/shared-keys';

/** The sizes that fit a car (wipers in inches, tyres, tint windows) and where it has none. */
export function getCarSizes(car: CarRef, signal?: AbortSignal) {
  return callApi(api.carSizes, car, { signal });
}

export const carSizesQueryOptions = (car: CarRef, locale = currentLocale()) =>
  queryOptions({
    queryKey: sharedKeys.carSizes(locale, car),
    queryFn: ({ signal }) => getCarSizes(car, signal),
    staleTime: 60 * 60_000,
    retry: false,
  });

export const useCarSizes = (car: CarRef) => useQuery(carSizesQueryOptions(car));
