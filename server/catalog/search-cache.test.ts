import { expect, it } from 'vitest';
import { createSearchCache, type CatalogueSnapshot } from './catalogue';

const snapshot = (version: number): CatalogueSnapshot => ({ version, products: [], specs: new Map() });

it('answers a repeated search from memory while the catalogue version stays the same', () => {
  const cache = createSearchCache<number>(60_000);
  let computed = 0;
  const compute = () => ++computed;
  expect(cache.get(snapshot(1), 'wipers', compute)).toBe(1);
  expect(cache.get(snapshot(1), 'wipers', compute)).toBe(1);
  expect(cache.get(snapshot(1), 'tyres', compute)).toBe(2);
  expect(computed).toBe(2);
});

it('searches afresh as soon as the catalogue version changes, and after its time to live', () => {
  const cache = createSearchCache<number>(0);
  let computed = 0;
  const compute = () => ++computed;
  const versioned = createSearchCache<number>(60_000);
  expect(versioned.get(snapshot(1), 'wipers', compute)).toBe(1);
  expect(versioned.get(snapshot(2), 'wipers', compute)).toBe(2);
  expect(cache.get(snapshot(2), 'wipers', compute)).toBe(3);
  expect(cache.get(snapshot(2), 'wipers', compute)).toBe(4);
});

it('keeps nothing of a search that was refused', () => {
  const cache = createSearchCache<number>(60_000);
  expect(() =>
    cache.get(snapshot(1), 'car without data', () => {
      throw new Error('refused');
    }),
  ).toThrow('refused');
  expect(cache.get(snapshot(1), 'car without data', () => 7)).toBe(7);
});
