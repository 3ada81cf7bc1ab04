import { describe, expect, it } from 'vitest';
import { vehicleQueryIn } from './clipboard';

const specs = [
  { make: 'Perodua', model: 'Myvi' },
  { make: 'Perodua', model: 'Myvi' },
  { make: 'Proton', model: 'X50' },
  { make: 'Honda', model: 'City' },
];

describe('recognising a vehicle query on the clipboard', () => {
  it('finds the make, model and year and keeps the other words', () => {
    expect(vehicleQueryIn('Perodua Myvi 2021 wiper', specs)).toEqual({
      make: 'Perodua',
      model: 'Myvi',
      year: 2021,
      rest: 'wiper',
    });
  });

  it('recognises a model without its make, in any case', () => {
    expect(vehicleQueryIn('tayar untuk proton x50', specs)).toEqual({
      make: 'Proton',
      model: 'X50',
      year: undefined,
      rest: 'tayar untuk',
    });
  });

  it('asks about any text naming a model (the person decides), but not about other text', () => {
    expect(vehicleQueryIn('meet in the city centre', specs)).toMatchObject({ model: 'City' });
    expect(vehicleQueryIn('my bank account 12345', specs)).toBeNull();
    expect(vehicleQueryIn('Myvilla resort', specs)).toBeNull();
    expect(vehicleQueryIn('   ', specs)).toBeNull();
  });
});
