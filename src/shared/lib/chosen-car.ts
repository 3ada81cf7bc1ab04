import type { MessageDescriptor } from '@lingui/core';
import type { CarRef } from '@/shared/contract/catalog';
import { carWordsIn } from '@/shared/labels/car-words';
import type { CarChoice } from '@/shared/ui/brand-selector';
import { readJson, StorageKey, writeJson } from './storage';

const steps = ['make', 'model', 'variant', 'engine', 'transmission'] as const;

/** True for a stored value that has every step of a car choice. */
export function isCarChoice(value: unknown): value is CarChoice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.specId === 'number' &&
    typeof v.year === 'number' &&
    steps.every((step) => typeof v[step] === 'string' && v[step] !== '')
  );
}

/** The car chosen in the Home search panel (local storage carInfoApp), or null. */
export function readChosenCar(): CarChoice | null {
  const stored = readJson<unknown>(StorageKey.carInfoApp);
  return isCarChoice(stored) ? stored : null;
}

/** Remembers the chosen car across reloads (a version update clears it: docs/product.md#version-check). */
export function writeChosenCar(car: CarChoice): void {
  writeJson(StorageKey.carInfoApp, car);
}

/** The car as the API takes it. */
export function carRefOf(car: CarChoice | null | undefined): CarRef | undefined {
  return car ? { specId: car.specId, year: car.year } : undefined;
}

/** 'Perodua Myvi 2021 1.5AV 1.5L Petrol Automatic' */
export function describeCar(car: CarChoice, translate?: (m: MessageDescriptor) => string): string {
  const words = (text: string) => (translate ? carWordsIn(text, translate) : text);
  return `${car.make} ${car.model} ${car.year} ${car.variant} ${words(car.engine)} ${words(car.transmission)}`;
}
