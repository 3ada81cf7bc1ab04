import { ResultCode } from '../../src/shared/contract/codes';
import { malaysiaDateOf } from '../../src/shared/lib/malaysia-time';
import { AppError } from '../http/errors';
import type { VehicleRow } from './garage.queries';

/** A car's service fields as a call gives them; undefined leaves a value, null clears it. */
export interface ServiceDetails {
  serviceDueDate?: string | null | undefined;
  serviceDueMileage?: number | null | undefined;
  currentMileage?: number | null | undefined;
}

type Saved = Pick<VehicleRow, 'serviceDueDate' | 'serviceDueMileage' | 'currentMileage'>;

/** Splits a call's service fields from the rest of its payload. */
export function splitService<T extends ServiceDetails>(input: T) {
  const { serviceDueDate, serviceDueMileage, currentMileage, ...rest } = input;
  return { service: { serviceDueDate, serviceDueMileage, currentMileage }, rest };
}

/**
 * Refuses a next service date before today (Malaysia) and a due mileage not above the current
 * one. Only values the call changes are checked: a date saved earlier may pass, and a reading past
 * the due mileage is what the mileage reminder is for.
 */
export function checkService(saved: Saved | null, change: ServiceDetails, now: Date) {
  const date = change.serviceDueDate;
  if (date && date !== saved?.serviceDueDate && date < malaysiaDateOf(now))
    throw new AppError(ResultCode.validation, 'serviceDatePast');
  const due = change.serviceDueMileage;
  const current = change.currentMileage === undefined ? (saved?.currentMileage ?? null) : change.currentMileage;
  if (due && due !== saved?.serviceDueMileage && current !== null && due <= current)
    throw new AppError(ResultCode.validation, 'serviceMileageNotAbove');
}

/** Only the service fields that were given (undefined = unchanged). */
export function serviceFields(change: ServiceDetails): Partial<VehicleRow> {
  const out: Partial<VehicleRow> = {};
  if (change.serviceDueDate !== undefined) out.serviceDueDate = change.serviceDueDate;
  if (change.serviceDueMileage !== undefined) out.serviceDueMileage = change.serviceDueMileage;
  if (change.currentMileage !== undefined) out.currentMileage = change.currentMileage;
  return out;
}
