import { describe, expect, it } from 'vitest';
import { fitStatuses } from '@/shared/contract/catalog';
import { canBuy, fitMessages } from './fit';

describe('fitment in the app', () => {
  it('lets only fitting and universal products be bought', () => {
    expect(fitStatuses.filter(canBuy)).toEqual(['universal', 'fits']);
  });

  it('has the spec message for every refusal', () => {
    expect(Object.keys(fitMessages).sort()).toEqual([...fitStatuses].sort());
    expect(fitMessages.incompatible.message).toBe(
      'The product is not compatible with your selected vehicle and cannot be purchased. Please choose a different vehicle',
    );
    expect(fitMessages.noModelData.message).toBe('No vehicle model data detected');
  });
});
