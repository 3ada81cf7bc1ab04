import type { Car } from '@/shared/contract/account';

/** A reading this close to the due mileage brings the reminder (server/notifications/service-reminders.ts). */
export const MILEAGE_WINDOW_KM = 500;
const MILEAGE_MAX_KM = 9_999_999;

/** The service reminder part of the AddCar form, as typed. */
export interface ServiceForm {
  dueDate: string;
  dueMileage: string;
  currentMileage: string;
}

export const emptyServiceForm: ServiceForm = { dueDate: '', dueMileage: '', currentMileage: '' };

export function serviceFormOf(car: Car): ServiceForm {
  return {
    dueDate: car.serviceDueDate ?? '',
    dueMileage: car.serviceDueMileage === null ? '' : String(car.serviceDueMileage),
    currentMileage: car.currentMileage === null ? '' : String(car.currentMileage),
  };
}

export type ServiceFormError = 'datePast' | 'mileageWhole' | 'mileageNotAbove';

export interface ServicePayload {
  serviceDueDate: string | null;
  serviceDueMileage: number | null;
  currentMileage: number | null;
}

/** Kilometres as typed ('49 500', '49,500'): null when empty, undefined when not a whole number above 0. */
export function parseKm(value: string): number | null | undefined {
  const digits = value.replace(/[\s,.]/g, '');
  if (digits === '') return null;
  if (!/^\d+$/.test(digits) || value.includes('.')) return undefined;
  const n = Number(digits);
  return n >= 1 && n <= MILEAGE_MAX_KM ? n : undefined;
}

/**
 * Checks the service fields as the server will (only values that change: a date saved before may
 * have passed, and a reading past the due mileage is what the reminder is for); `today` is the
 * Malaysian date.
 */
export function servicePayload(
  form: ServiceForm,
  saved: Car | undefined,
  today: string,
): { error: ServiceFormError } | { payload: ServicePayload } {
  const serviceDueDate = form.dueDate === '' ? null : form.dueDate;
  if (serviceDueDate !== null && serviceDueDate !== saved?.serviceDueDate && serviceDueDate < today)
    return { error: 'datePast' };
  const serviceDueMileage = parseKm(form.dueMileage);
  const currentMileage = parseKm(form.currentMileage);
  if (serviceDueMileage === undefined || currentMileage === undefined) return { error: 'mileageWhole' };
  if (
    serviceDueMileage !== null &&
    serviceDueMileage !== saved?.serviceDueMileage &&
    currentMileage !== null &&
    serviceDueMileage <= currentMileage
  )
    return { error: 'mileageNotAbove' };
  return { payload: { serviceDueDate, serviceDueMileage, currentMileage } };
}
