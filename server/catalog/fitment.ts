import type { FitStatus } from '../../src/shared/contract/catalog';
import type { Fitment, products, vehicleSpecs } from '../db/schema';

export type Spec = typeof vehicleSpecs.$inferSelect;
export type Product = typeof products.$inferSelect;

/** A chosen car: its catalogue row (null when the id is unknown) and the year picked. */
export interface ChosenCar {
  spec: Spec | null;
  year: number;
}

/** Whether a product may be bought for a car, by the rules of docs/product.md#purchase. */
export function fitOf(fitment: Fitment, car: ChosenCar | null): FitStatus {
  if (fitment.kind === 'universal') return 'universal';
  if (!car) return 'noCar';
  const { spec, year } = car;
  if (!spec || year < spec.yearFrom || year > spec.yearTo) return 'noModelData';
  switch (fitment.kind) {
    case 'wiper': {
      const size = { long: spec.wiperLongIn, short: spec.wiperShortIn, rear: spec.wiperRearIn }[fitment.position];
      if (spec.wiperLongIn === null && spec.wiperShortIn === null && spec.wiperRearIn === null) return 'noSize';
      if (size === null) return 'noSize';
      return size === fitment.sizeIn ? 'fits' : 'incompatible';
    }
    case 'tyre':
      if (spec.tyreSizes.length === 0) return 'noSize';
      return spec.tyreSizes.includes(fitment.size) ? 'fits' : 'incompatible';
    case 'models':
      return fitment.models.some(
        (m) =>
          m.make === spec.make &&
          m.model === spec.model &&
          year >= (m.yearFrom ?? 0) &&
          year <= (m.yearTo ?? 9999) &&
          // the office's rows may narrow to a variant, engine or transmission; empty means any
          (!m.variant || m.variant === spec.variant) &&
          (!m.engine || m.engine === spec.engine) &&
          (!m.transmission || m.transmission === spec.transmission),
      )
        ? 'fits'
        : 'incompatible';
    case 'bodyType':
      return fitment.bodyTypes.includes(spec.bodyType) ? 'fits' : 'incompatible';
  }
}

export const canBuy = (fit: FitStatus) => fit === 'universal' || fit === 'fits';

/** The categories where a car has no size data, so buying there is blocked. */
export function noSizeCategories(spec: Spec): ('wipers' | 'tyres')[] {
  const out: ('wipers' | 'tyres')[] = [];
  if (spec.wiperLongIn === null && spec.wiperShortIn === null && spec.wiperRearIn === null) out.push('wipers');
  if (spec.tyreSizes.length === 0) out.push('tyres');
  return out;
}

/** Readable list of what a product fits, for GoodDetails. */
export function describeFitment(fitment: Fitment, specs: Spec[]): string[] {
  switch (fitment.kind) {
    case 'universal':
      return [];
    case 'models':
      return fitment.models.map((m) =>
        `${m.make} ${m.model}${m.yearFrom ? ` ${m.yearFrom}–${m.yearTo ?? ''}` : ''}`.trim(),
      );
    case 'bodyType':
    case 'wiper':
    case 'tyre': {
      const names = new Set<string>();
      for (const spec of specs) {
        if (fitOf(fitment, { spec, year: spec.yearTo }) === 'fits')
          names.add(`${spec.make} ${spec.model} (${spec.yearFrom}–${spec.yearTo})`);
      }
      return [...names];
    }
  }
}
