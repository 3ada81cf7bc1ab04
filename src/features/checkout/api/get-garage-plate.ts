import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarRef } from '@/shared/contract/catalog';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import * as sharedKeys from '@/shared/lib/shared-keys';

/** The garage's key (features/garage/api/get-cars.ts), so both read one cached list. */
const garageCarsQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.garageCars(), queryFn: ({ signal }) => callApi(api.carList, {}, { signal }) });

/** The plate of the garage car that is being ordered for (same model and year), else of the default car. */
export function useGaragePlate(car: CarRef | undefined, enabled: boolean): string | undefined {
  const cars = useQuery({ ...garageCarsQueryOptions(), enabled });
  const list = cars.data ?? [];
  const same = car ? list.find((c) => c.specId === car.specId && c.year === car.year && c.plate) : undefined;
  return (same ?? list.find((c) => c.isDefault && c.plate))?.plate;
}
