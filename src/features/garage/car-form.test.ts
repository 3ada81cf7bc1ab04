import { describe, expect, it } from 'vitest';
import { carPayload, emptyCarForm, formTintWarnings, parseWhole, type CarForm } from './car-form';

const myvi = {
  specId: 7,
  make: 'Perodua',
  model: 'Myvi',
  year: 2022,
  variant: '1.5AV',
  engine: '1.5L',
  transmission: 'Auto',
};
const form = (patch: Partial<CarForm> = {}): CarForm => ({ ...emptyCarForm, car: myvi, plate: 'wxy 1234', ...patch });

describe('the AddCar form', () => {
  it('reads whole numbers in a range, empty as null and anything else as invalid', () => {
    expect(parseWhole('', 10, 34)).toBeNull();
    expect(parseWhole(' 24 ', 10, 34)).toBe(24);
    expect(parseWhole('9', 10, 34)).toBeUndefined();
    expect(parseWhole('24.5', 10, 34)).toBeUndefined();
  });

  it('needs a catalogue car and a Malaysian plate, which it normalises', () => {
    expect(carPayload({ ...form(), car: null })).toEqual({ error: 'chooseCar' });
    expect(carPayload(form({ plate: '12' }))).toEqual({ error: 'plate' });
    const ok = carPayload(form());
    expect('payload' in ok && ok.payload).toMatchObject({ specId: 7, year: 2022, plate: 'WXY1234', wiperLongIn: null });
  });

  it('refuses wiper sizes outside 10–34 inches and tint outside 0–100 %', () => {
    expect(carPayload(form({ wipers: { ...emptyCarForm.wipers, wiperLongIn: '40' } }))).toEqual({ error: 'wiper' });
    expect(carPayload(form({ tint: { ...emptyCarForm.tint, frontSide: '120' } }))).toEqual({ error: 'tint' });
  });

  it('warns for tint below the JPJ minimum on the windscreen and front sides only', () => {
    const warnings = formTintWarnings(
      form({ tint: { frontWindscreen: '60', frontSide: '50', rearSide: '5', rearWindscreen: '' } }),
    );
    expect(warnings).toEqual([{ window: 'frontWindscreen', value: 60, minimum: 70 }]);
  });
});
