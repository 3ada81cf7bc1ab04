import type { Car } from '@/shared/contract/account';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { readChosenCar, writeChosenCar } from '@/shared/lib/chosen-car';
import type { CarChoice } from '@/shared/ui/brand-selector';

const carInfoOf = (car: Car): CarChoice | null =>
  car.specId === null
    ? null
    : {
        specId: car.specId,
        make: car.make,
        model: car.model,
        year: car.year,
        variant: car.variant,
        engine: car.engine,
        transmission: car.transmission,
      };

/**
 * Right after login: a logged-out visitor's car (carInfoApp) moves into the account (car/import,
 * which never adds the same car twice); without one, the account's default car fills carInfoApp
 * so Home's search starts from it. Failures are ignored: the garage stays usable either way.
 */
export async function importVisitorCar(): Promise<void> {
  try {
    const visitorCar = readChosenCar();
    if (visitorCar) {
      await callApi(
        api.carImport,
        { specId: visitorCar.specId, year: visitorCar.year },
        { idempotencyKey: crypto.randomUUID() },
      );
      return;
    }
    const cars = await callApi(api.carList, {});
    const preferred = cars.find((c) => c.isDefault);
    const info = preferred && carInfoOf(preferred);
    if (info) writeChosenCar(info);
  } catch {
    // a toast has already said what went wrong
  }
}
