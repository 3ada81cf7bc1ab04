import { describe, expect, it } from 'vitest';
import { productCategories, productSorts } from '@/shared/contract/catalog';
import { parseSearch } from '@/shared/lib/search-params';
import { categoryCodes, hasFilters, homeSearchSchema, productFilterOf, sortCodes } from './search';

describe('the home search', () => {
  it('knows exactly the categories and sorts of the contract', () => {
    expect([...categoryCodes]).toEqual([...productCategories]);
    expect([...sortCodes]).toEqual([...productSorts]);
  });

  it('sends every filter of the panel to the product search, prices in sen', () => {
    const search = parseSearch(homeSearchSchema, {
      category: 'wipers',
      q: 'bosch',
      sort: 'priceAsc',
      specId: '4',
      make: 'Perodua',
      model: 'Myvi',
      year: '2021',
      variant: '1.5AV',
      engine: '1.5L Petrol',
      transmission: 'Automatic',
      brand: 'Bosch',
      priceMin: '10.5',
      priceMax: '200',
    });
    expect(productFilterOf(search)).toEqual({
      keyword: 'bosch',
      category: 'wipers',
      partBrands: ['Bosch'],
      minPriceSen: 1050,
      maxPriceSen: 20000,
      car: { specId: 4, year: 2021 },
      sort: 'priceAsc',
    });
  });

  it('drops an unknown category and sends no car until every step is chosen', () => {
    const search = parseSearch(homeSearchSchema, { category: 'rockets', specId: '4', make: 'Perodua' });
    expect(search.category).toBeUndefined();
    expect(productFilterOf(search).car).toBeUndefined();
    expect(productFilterOf({}).sort).toBe('recommended');
  });

  it('shows results only when something is filtered, not for an order alone', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ sort: 'priceAsc' })).toBe(false);
    expect(hasFilters({ category: 'tyres' })).toBe(true);
  });
});
