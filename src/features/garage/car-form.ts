import type { Car } from '@/shared/contract/account';
import { normalisePlate } from '@/shared/lib/plate';
import { writeChosenCar } from '@/shared/lib/chosen-car';
import { tintWarnings, type TintWarning, type TintWindow } from '@/shared/lib/tint-rules';
import type { CarChoice } from '@/shared/ui/brand-selector';

export const seatPositions = ['frontPassenger', 'rearLeft', 'rearMiddle', 'rearRight', 'thirdRow'] as const;
export type SeatPosition = (typeof seatPositions)[number];
export const wiperFields = ['wiperLongIn', 'wiperShortIn', 'wiperRearIn'] as const;
export type WiperField = (typeof wiperFields)[number];
export const tintFields: Record<
  TintWindow,
  'tintFrontWindscreen' | 'tintFrontSide' | 'tintRearSide' | 'tintRearWindscreen'
> = {
  frontWindscreen: 'tintFrontWindscreen',
  frontSide: 'tintFrontSide',
  rearSide: 'tintRearSide',
  rearWindscreen: 'tintRearWindscreen',
};
export const WIPER_MIN_IN = 10;
export const WIPER_MAX_IN = 34;

/** What the AddCar form holds: numbers as typed text, so a field can be empty. */
export interface CarForm {
  car: CarChoice | null;
  plate: string;
  wipers: Record<WiperField, string>;
  tint: Record<TintWindow, string>;
  seatPosition: SeatPosition | '';
}

export const emptyCarForm: CarForm = {
  car: null,
  plate: '',
  wipers: { wiperLongIn: '', wiperShortIn: '', wiperRearIn: '' },
  tint: { frontWindscreen: '', frontSide: '', rearSide: '', rearWindscreen: '' },
  seatPosition: '',
};

const text = (n: number | null) => (n === null ? '' : String(n));

/** The form for editing a saved car. */
export function formFromCar(car: Car): CarForm {
  return {
    car: car.specId === null ? null : carChoiceOf(car),
    plate: car.plate,
    wipers: {
      wiperLongIn: text(car.wiperLongIn),
      wiperShortIn: text(car.wiperShortIn),
      wiperRearIn: text(car.wiperRearIn),
    },
    tint: {
      frontWindscreen: text(car.tintFrontWindscreen),
      frontSide: text(car.tintFrontSide),
      rearSide: text(car.tintRearSide),
      rearWindscreen: text(car.tintRearWindscreen),
    },
    seatPosition: car.seatPosition ?? '',
  };
}

/** A whole number in [min, max], null for an empty field, undefined when invalid. */
export function parseWhole(value: string, min: number, max: number): number | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : undefined;
}

/** Tint values as numbers, for the live JPJ warning. */
export function formTintWarnings(form: CarForm): TintWarning[] {
  const values: Partial<Record<TintWindow, number | null>> = {};
  for (const window of Object.keys(form.tint) as TintWindow[]) {
    const n = parseWhole(form.tint[window], 0, 100);
    values[window] = n ?? null;
  }
  return tintWarnings(values);
}

export type CarFormError = 'chooseCar' | 'plate' | 'wiper' | 'tint';

export interface CarPayload {
  specId: number;
  year: number;
  plate: string;
  wiperLongIn: number | null;
  wiperShortIn: number | null;
  wiperRearIn: number | null;
  tintFrontWindscreen: number | null;
  tintFrontSide: number | null;
  tintRearSide: number | null;
  tintRearWindscreen: number | null;
  seatPosition: SeatPosition | null;
}

/** Checks the form as the server will; the payload of car/add and car/update, or the first problem. */
export function carPayload(form: CarForm): { error: CarFormError } | { payload: CarPayload } {
  if (!form.car) return { error: 'chooseCar' };
  const plate = normalisePlate(form.plate);
  if (!plate) return { error: 'plate' };
  const wipers = {} as Record<WiperField, number | null>;
  for (const field of wiperFields) {
    const n = parseWhole(form.wipers[field], WIPER_MIN_IN, WIPER_MAX_IN);
    if (n === undefined) return { error: 'wiper' };
    wipers[field] = n;
  }
  const tint = {} as Record<(typeof tintFields)[TintWindow], number | null>;
  for (const window of Object.keys(tintFields) as TintWindow[]) {
    const n = parseWhole(form.tint[window], 0, 100);
    if (n === undefined) return { error: 'tint' };
    tint[tintFields[window]] = n;
  }
  return {
    payload: {
      specId: form.car.specId,
      year: form.car.year,
      plate,
      ...wipers,
      ...tint,
      seatPosition: form.seatPosition === '' ? null : form.seatPosition,
    },
  };
}

/** The catalogue car of a saved car, in the brand selector's (and carInfoApp's) shape. */
export function carChoiceOf(car: Car): CarChoice {
  return {
    specId: car.specId ?? 0,
    make: car.make,
    model: car.model,
    year: car.year,
    variant: car.variant,
    engine: car.engine,
    transmission: car.transmission,
  };
}

/** The default car pre-fills the Home search: Home reads carInfoApp (docs/product.md#storage-keys). */
export function rememberDefaultCar(car: Car): void {
  if (car.specId !== null) writeChosenCar(carChoiceOf(car));
}
