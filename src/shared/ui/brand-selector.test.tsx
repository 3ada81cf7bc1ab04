import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VehicleSpec } from '../contract/catalog';
import { BrandSelector, isCompleteChoice } from './brand-selector';
import { optionsFor } from './brand-selector-popup';
import { renderWithI18n } from './test-utils';

const spec = (id: number, rest: Partial<VehicleSpec>): VehicleSpec => ({
  id,
  make: 'Perodua',
  model: 'Myvi',
  yearFrom: 2018,
  yearTo: 2020,
  variant: 'G',
  engine: '1.3',
  transmission: 'Auto',
  bodyType: 'Hatchback',
  ...rest,
});

const specs: VehicleSpec[] = [
  spec(1, {}),
  spec(2, { variant: 'AV', engine: '1.5', yearFrom: 2019, yearTo: 2022 }),
  spec(3, { variant: 'AV', engine: '1.5', transmission: 'Manual', yearFrom: 2021, yearTo: 2021 }),
  spec(4, { make: 'Proton', model: 'Saga', yearFrom: 2016, yearTo: 2016, variant: 'Standard' }),
  spec(5, { make: 'Proton', model: 'X50', yearFrom: 2020, yearTo: 2023, variant: 'Flagship', engine: '1.5T' }),
];

describe('optionsFor', () => {
  it('starts with the makes, sorted and without duplicates', () => {
    expect(optionsFor(specs, {})).toEqual({ step: 'make', options: ['Perodua', 'Proton'] });
  });

  it('offers only models of the chosen make', () => {
    expect(optionsFor(specs, { make: 'Proton' })).toEqual({ step: 'model', options: ['Saga', 'X50'] });
  });

  it('expands year ranges, newest first, across matching specs', () => {
    expect(optionsFor(specs, { make: 'Perodua', model: 'Myvi' })).toEqual({
      step: 'year',
      options: ['2022', '2021', '2020', '2019', '2018'],
    });
  });

  it('filters later steps by the year falling inside each spec range', () => {
    expect(optionsFor(specs, { make: 'Perodua', model: 'Myvi', year: 2018 }).options).toEqual(['G']);
    expect(optionsFor(specs, { make: 'Perodua', model: 'Myvi', year: 2019 }).options).toEqual(['AV', 'G']);
    expect(optionsFor(specs, { make: 'Perodua', model: 'Myvi', year: 2021, variant: 'AV', engine: '1.5' })).toEqual({
      step: 'transmission',
      options: ['Auto', 'Manual'],
    });
  });

  it('reports no step once everything is chosen', () => {
    const all = { make: 'Proton', model: 'Saga', year: 2016, variant: 'Standard', engine: '1.3', transmission: 'Auto' };
    expect(optionsFor(specs, all)).toEqual({ step: null, options: [] });
  });
});

describe('isCompleteChoice', () => {
  it('needs all six steps and the spec id', () => {
    const car = {
      specId: 4,
      make: 'Proton',
      model: 'Saga',
      year: 2016,
      variant: 'Standard',
      engine: '1.3',
      transmission: 'Auto',
    };
    expect(isCompleteChoice(car)).toBe(true);
    expect(isCompleteChoice({ ...car, specId: undefined })).toBe(false);
    expect(isCompleteChoice({ make: 'Proton' })).toBe(false);
    expect(isCompleteChoice(null)).toBe(false);
  });
});

describe('BrandSelector', () => {
  // the popup loads on demand: wait for its first step
  const open = async () => {
    fireEvent.click(screen.getByRole('button', { name: /Select your car/ }));
    await screen.findByRole('dialog', { name: 'Car' });
  };
  const pick = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

  it('walks the six steps and reports the matching spec', async () => {
    const onChange = vi.fn();
    renderWithI18n(<BrandSelector specs={specs} value={null} onChange={onChange} />);
    await open();
    for (const option of ['Perodua', 'Myvi', '2021', 'AV', '1.5', 'Manual']) pick(option);
    expect(onChange).toHaveBeenCalledWith({
      specId: 3,
      make: 'Perodua',
      model: 'Myvi',
      year: 2021,
      variant: 'AV',
      engine: '1.5',
      transmission: 'Manual',
    });
  });

  it('shows a breadcrumb whose steps go back', async () => {
    renderWithI18n(<BrandSelector specs={specs} value={null} onChange={() => {}} />);
    await open();
    pick('Perodua');
    pick('Myvi');
    pick('2018');
    expect(screen.getByRole('navigation', { name: 'Steps' }).textContent).toBe('Make: PeroduaModel: MyviYear: 2018');
    pick('Model: Myvi');
    expect(screen.getByText('Model')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Steps' }).textContent).toBe('Make: Perodua');
    pick('Make: Perodua');
    expect(screen.queryByRole('navigation', { name: 'Steps' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Proton' })).toBeTruthy();
  });
});
