import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarRef } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import * as sharedKeys from '@/shared/lib/shared-keys';

export const getCarSizes = (car: CarRef, signal?: AbortSignal) => callApi(api.carSizes, car, { signal });

/** The sizes that fit a car (wipers in inches, tyres, tint windows) and the categories it has none for. */
export const carSizesQueryOptions = (car: CarRef, locale = currentLocale()) =>
  queryOptions({
    queryKey: sharedKeys.carSizes(locale, car),
    queryFn: ({ signal }) => getCarSizes(car, signal),
    staleTime: 60 * 60_000,
    // a car without sizes is an answer to show at once, not a failure to try again
    retry: false,
  });

export const useCarSizes = (car: CarRef) => useQuery(carSizesQueryOptions(car));
