import { describe, expect, it } from 'vitest';
import { fitmentSchema, productSpecsSchema, type OfficeFitment } from '../../src/shared/contract/office';
import { csvFileName } from './csv';
import { fitmentCell, readFitmentCell, readSpecsCell, specsCell } from './csv-cells';

/** The product CSV's readable cells (docs/product.md#csv): what is written reads back the same. */

const car = (
  make: string,
  model: string,
  yearFrom: number,
  yearTo: number,
  more: Partial<Record<string, string>> = {},
) => ({
  make,
  model,
  yearFrom,
  yearTo,
  variant: more.variant ?? '',
  engine: more.engine ?? '',
  transmission: more.transmission ?? '',
});
const roundTrip = (fitment: OfficeFitment) => fitmentSchema.parse(readFitmentCell(fitmentCell(fitment)));

describe('fitment cells', () => {
  it('writes cars as a person reads them', () => {
    const fitment: OfficeFitment = {
      kind: 'models',
      models: [
        car('Perodua', 'Myvi', 2018, 2022),
        car('Proton', 'Saga', 2016, 2016, { variant: '1.3 Standard', transmission: 'CVT' }),
      ],
    };
    expect(fitmentCell(fitment)).toBe(
      'Perodua Myvi 2018-2022; Proton Saga 2016 (variant: 1.3 Standard, transmission: CVT)',
    );
    expect(fitmentCell({ kind: 'universal' })).toBe('all cars');
    expect(fitmentCell({ kind: 'tyre', size: '205/55R16' })).toBe('tyre: 205/55R16');
    expect(fitmentCell({ kind: 'wiper', position: 'long', sizeIn: 24 })).toBe('wiper: long 24in');
    expect(fitmentCell({ kind: 'bodyType', bodyTypes: ['sedan', 'hatchback'] })).toBe('body types: sedan, hatchback');
  });

  it('reads back every kind unchanged, names holding the separators too', () => {
    const kinds: OfficeFitment[] = [
      { kind: 'universal' },
      { kind: 'tyre', size: '205/55R16' },
      { kind: 'wiper', position: 'rear', sizeIn: 14 },
      { kind: 'bodyType', bodyTypes: ['suv', 'mpv; 7 seats', 'pick-up, double cab', 'a\\b'] },
      {
        kind: 'models',
        models: [
          car('Honda', 'City Hatchback', 2020, 2024, { variant: '1.5 RS e:HEV', engine: '1.5L Hybrid' }),
          car('Land Rover', 'Range Rover (L460); Sport', 1980, 2100, { variant: 'HSE, 7 seats', transmission: 'a\\b' }),
          car('Tyre:', 'X 2019', 2019, 2019),
          car('all', 'cars', 2020, 2021, { engine: '(none)' }),
        ],
      },
    ];
    for (const fitment of kinds) expect(roundTrip(fitment)).toEqual(fitment);
  });

  it('reads what a person types: spacing and case as they come', () => {
    expect(readFitmentCell('  ALL CARS ')).toEqual({ kind: 'universal' });
    expect(readFitmentCell('Wiper:Short 16 in')).toEqual({ kind: 'wiper', position: 'short', sizeIn: 16 });
    expect(readFitmentCell('Perodua Axia 2019;Perodua Bezza 2020-2024 (Engine: 1.3L);')).toEqual({
      kind: 'models',
      models: [
        { make: 'Perodua', model: 'Axia', yearFrom: 2019, yearTo: 2019 },
        { make: 'Perodua', model: 'Bezza', yearFrom: 2020, yearTo: 2024, engine: '1.3L' },
      ],
    });
  });

  it('answers null for a cell with none of the forms, and leaves the ranges to the contract', () => {
    for (const bad of [
      '',
      '{"kind":"universal"}',
      '[]',
      'Perodua Myvi',
      'Myvi 2018-2022',
      'Perodua Myvi 18-22',
      'Perodua Myvi 2018-2022 (colour: red)',
      'Perodua Myvi 2018-2022 (variant: AV',
      'Perodua Myvi 2018-2022 (variant: AV) extra',
      'Perodua Myvi 2018 (variant: A, variant: B)',
      'wiper: long',
      'wiper: 24in long',
    ]) {
      expect(readFitmentCell(bad), bad).toBeNull();
    }
    // the form is right, the values are not: the contract names the field
    expect(fitmentSchema.safeParse(readFitmentCell('tyre: 205/55')).success).toBe(false);
    expect(fitmentSchema.safeParse(readFitmentCell('wiper: middle 24in')).success).toBe(false);
    expect(fitmentSchema.safeParse(readFitmentCell('Perodua Myvi 2022-2018')).success).toBe(false);
  });
});

describe('specs cells', () => {
  it('writes and reads name: value pairs', () => {
    expect(specsCell({ vltPercent: 35, seatType: 'booster' })).toBe('vlt_percent: 35; seat_type: booster');
    expect(specsCell({})).toBe('');
    for (const specs of [
      {},
      { vltPercent: 5 },
      { seatType: 'all_in_one' as const },
      { vltPercent: 70, seatType: 'infant' as const },
    ]) {
      expect(productSpecsSchema.parse(readSpecsCell(specsCell(specs)))).toEqual(specs);
    }
    expect(readSpecsCell(' VLT_Percent : 35 ;')).toEqual({ vltPercent: 35 });
  });

  it('answers null for an unknown or repeated name or a VLT that is not a whole number', () => {
    for (const bad of [
      '{"vltPercent":35}',
      'colour: red',
      'vlt_percent: 35; vlt_percent: 50',
      'vlt_percent: 35.5',
      'vlt_percent',
    ]) {
      expect(readSpecsCell(bad), bad).toBeNull();
    }
  });
});

describe('CSV file names', () => {
  it('are dated by the Malaysian calendar, not UTC', () => {
    // 07:00 on the 28th in Malaysia is still the 27th in UTC
    expect(csvFileName('orders', new Date('2026-03-27T23:00:00Z'))).toBe('roda-orders-2026-03-28.csv');
    expect(csvFileName('products', new Date('2026-03-28T15:59:00Z'))).toBe('roda-products-2026-03-28.csv');
    expect(csvFileName('products', new Date('2026-03-28T16:00:00Z'))).toBe('roda-products-2026-03-29.csv');
  });
});
