import { useGarageCars } from '@/shared/api/get-garage-cars';
import type { CarRef } from '@/shared/contract/catalog';

/** The plate of the garage car that is being ordered for (same model and year), else of the default car. */
export function useGaragePlate(car: CarRef | undefined, enabled: boolean): string | undefined {
  const cars = useGarageCars(enabled);
  const list = cars.data ?? [];
  const same = car ? list.find((c) => c.specId === car.specId && c.year === car.year && c.plate) : undefined;
  return (same ?? list.find((c) => c.isDefault && c.plate))?.plate;
}
