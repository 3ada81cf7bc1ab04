import { ResultCode } from '../../../src/shared/contract/codes';
import { damageMarkSchema, type DamageMark } from '../../../src/shared/contract/staff';
import { AppError } from '../../http/errors';

/**
 * Check-in as workshops do it (docs/product.md#handover): the odometer, the fuel gauge, damage
 * marked on the car outline and the customer's signature. A draft keeps whatever is filled in;
 * completing the handover needs all but damage (a car may have none).
 */
export interface CheckIn {
  mileageKm: number | null;
  fuelQuarters: number | null;
  damage: DamageMark[];
  customerSignature: string | null;
  customerSignerName: string;
}

export const checkInOf = (input: Partial<CheckIn>): CheckIn => ({
  mileageKm: input.mileageKm ?? null,
  fuelQuarters: input.fuelQuarters ?? null,
  damage: input.damage ?? [],
  customerSignature: input.customerSignature ?? null,
  customerSignerName: input.customerSignerName?.trim() ?? '',
});

/** Refuses a completed handover without its check-in, the first missing thing first (as the form asks). */
export function requireCheckIn(c: CheckIn): void {
  if (c.mileageKm === null) throw new AppError(ResultCode.validation, 'handoverMileageRequired');
  if (c.fuelQuarters === null) throw new AppError(ResultCode.validation, 'handoverFuelRequired');
  if (!c.customerSignature) throw new AppError(ResultCode.validation, 'handoverSignatureRequired');
  if (!c.customerSignerName) throw new AppError(ResultCode.validation, 'signerRequired');
}

/** The damage column as stored: marks the contract still knows (a zone renamed later is left out, not shown wrong). */
export const damageOf = (stored: { zone: string; kind: string }[]): DamageMark[] =>
  stored.flatMap((mark) => {
    const parsed = damageMarkSchema.safeParse(mark);
    return parsed.success ? [parsed.data] : [];
  });
