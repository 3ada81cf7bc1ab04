import { FUEL_QUARTERS, MAX_MILEAGE_KM } from '@/shared/contract/staff';

/** What the check-in asks, as the handover form holds it (docs/product.md#handover). */
export interface CheckInDraft {
  /** The odometer as typed. */
  mileage: string;
  fuelQuarters: number | null;
  /** A signature is drawn now, or one saved with a draft is kept. */
  signed: boolean;
  signerName: string;
}

export type CheckInProblem =
  'mileageRequired' | 'mileageRange' | 'fuelRequired' | 'signatureRequired' | 'signerRequired';

/** The odometer as typed ("48 210", "48,210") in km, or null when it is not a whole number in range. */
export function mileageKm(typed: string): number | null {
  const digits = typed.replace(/[\s,.]/g, '');
  if (!/^\d{1,7}$/.test(digits)) return null;
  const km = Number(digits);
  return km <= MAX_MILEAGE_KM ? km : null;
}

/**
 * The check-in's problems by field, as the server would refuse them when the handover is completed
 * (a draft keeps whatever is there, but a mileage that is not a number is never sent).
 */
export function checkInProblems(
  c: CheckInDraft,
  completing: boolean,
): Partial<Record<keyof CheckInDraft, CheckInProblem>> {
  const problems: Partial<Record<keyof CheckInDraft, CheckInProblem>> = {};
  if (c.mileage.trim() !== '' && mileageKm(c.mileage) === null) problems.mileage = 'mileageRange';
  if (!completing) return problems;
  if (c.mileage.trim() === '') problems.mileage = 'mileageRequired';
  if (c.fuelQuarters === null || c.fuelQuarters < 0 || c.fuelQuarters > FUEL_QUARTERS)
    problems.fuelQuarters = 'fuelRequired';
  if (!c.signed) problems.signed = 'signatureRequired';
  if (!c.signerName.trim()) problems.signerName = 'signerRequired';
  return problems;
}
