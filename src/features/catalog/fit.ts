import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FitStatus } from '@/shared/contract/catalog';

/** Fit statuses that allow buying (docs/product.md#purchase); the server applies the same rule. */
export function canBuy(fit: FitStatus): boolean {
  return fit === 'fits' || fit === 'universal';
}

/** The spec's message for each fit status, the same text the server answers with when it refuses. */
export const fitMessages: Record<FitStatus, MessageDescriptor> = {
  universal: msg`Fits every car`,
  fits: msg`Fits your car`,
  noCar: msg`Please select the car brand, model, year, variant, engine and transmission`,
  noModelData: msg`No vehicle model data detected`,
  noSize: msg`The selected car model currently does not have a suitable size. Please select a new car model`,
  incompatible: msg`The product is not compatible with your selected vehicle and cannot be purchased. Please choose a different vehicle`,
};
