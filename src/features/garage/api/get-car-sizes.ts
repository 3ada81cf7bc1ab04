import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarRef } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

export const getCarSizes = (car: CarRef, signal?: AbortSignal) => callApi(api.carSizes, car, { signal });

/** The catalogue's sizes for a car (wipers prefill the form). */
export const carSizesQueryOptions = (car: CarRef) =>
  queryOptions({
    queryKey: ['catalog', 'car-sizes', car.specId, car.year],
    queryFn: ({ signal }) => getCarSizes(car, signal),
    staleTime: 60 * 60_000,
  });

export const useCarSizes = (car: CarRef) => useQuery(carSizesQueryOptions(car));
