import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarRef } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { currentLocale } from '@/shared/lib/i18n';
import * as sharedKeys from '@/shared/lib/shared-keys';

export const getCarSizes = (car: CarRef, signal?: AbortSignal) => callApi(api.carSizes, car, { signal });

/** The catalogue's sizes for a car (wipers prefill the form). */
export const carSizesQueryOptions = (car: CarRef, locale = currentLocale()) =>
  queryOptions({
    queryKey: sharedKeys.carSizes(locale, car),
    queryFn: ({ signal }) => getCarSizes(car, signal),
    staleTime: 60 * 60_000,
  });

export const useCarSizes = (car: CarRef) => useQuery(carSizesQueryOptions(car));
