import { describe, expect, it } from 'vitest';
import { checkInProblems, mileageKm } from './check-in';

describe('check-in', () => {
  it('reads the odometer as typed, with spaces or separators, up to 2,000,000 km', () => {
    expect(mileageKm('48210')).toBe(48_210);
    expect(mileageKm(' 48 210 ')).toBe(48_210);
    expect(mileageKm('48,210')).toBe(48_210);
    expect(mileageKm('0')).toBe(0);
    expect(mileageKm('2000001')).toBeNull();
    expect(mileageKm('-5')).toBeNull();
    expect(mileageKm('12km')).toBeNull();
  });

  it('asks for everything but damage to complete, and only a readable mileage in a draft', () => {
    const empty = { mileage: '', fuelQuarters: null, signed: false, signerName: ' ' };
    expect(checkInProblems(empty, false)).toEqual({});
    expect(checkInProblems({ ...empty, mileage: 'abc' }, false)).toEqual({ mileage: 'mileageRange' });
    expect(checkInProblems(empty, true)).toEqual({
      mileage: 'mileageRequired',
      fuelQuarters: 'fuelRequired',
      signed: 'signatureRequired',
      signerName: 'signerRequired',
    });
    expect(checkInProblems({ mileage: '48210', fuelQuarters: 0, signed: true, signerName: 'Aisyah' }, true)).toEqual(
      {},
    );
  });
});
