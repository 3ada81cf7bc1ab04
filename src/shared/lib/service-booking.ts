/**
 * Where a service reminder's "Book a service" leads (decision 019): the Home search of maintenance
 * with the reminded car chosen, so its packages show and the booking starts with that car. The
 * push notice (server) and the message's button (app) both use it, so they open the same screen.
 */

/** The catalogue fields of a garage car. */
export interface BookableCar {
  specId: number | null;
  year: number;
  make: string;
  model: string;
  variant: string;
  engine: string;
  transmission: string;
}

/** The Home search: maintenance, and the car when it is a catalogue car. */
export function serviceBookingSearch(car: BookableCar | null) {
  const category = 'maintenance' as const;
  if (!car || car.specId === null) return { category };
  const { specId, make, model, year, variant, engine, transmission } = car;
  return { category, specId, make, model, year, variant, engine, transmission };
}

/** The same search as an address under the app's base path (a push notice's link). */
export function serviceBookingPath(car: BookableCar | null): string {
  const query = Object.entries(serviceBookingSearch(car))
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `/app/pages/home/home?${query}`;
}
