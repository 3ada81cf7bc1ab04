/**
 * Malaysian vehicle registration plates. People type them with spaces, dashes and lower case
 * ('wxy 1234', 'VAA-1-A', 'putrajaya 1'); the garage stores one canonical form: Latin letters and
 * digits only, upper case, no spaces, 2 to 10 characters, at least one letter and one digit.
 * That covers the state series (WXY 1234, JPK 8 A), Sabah/Sarawak (SAB 1234 A, QAA 123 B),
 * taxis and commercial prefixes (HWA 1234), and the special series (PUTRAJAYA 1, G1M 1234).
 */
export const PLATE_MIN_LENGTH = 2;
export const PLATE_MAX_LENGTH = 10;

/** The canonical plate, or null when the input is not a plausible Malaysian plate. */
export function normalisePlate(input: string): string | null {
  const compact = input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-._·/]+/g, '');
  if (!/^[A-Z0-9]+$/.test(compact)) return null;
  if (compact.length < PLATE_MIN_LENGTH || compact.length > PLATE_MAX_LENGTH) return null;
  if (!/[A-Z]/.test(compact) || !/\d/.test(compact)) return null;
  return compact;
}

/** Shows a canonical plate the way it is written on the car: 'WXY1234' -> 'WXY 1234', 'VAA1A' -> 'VAA 1 A'. */
export function formatPlate(plate: string): string {
  return (plate.match(/[A-Z]+|\d+/g) ?? [plate]).join(' ');
}
