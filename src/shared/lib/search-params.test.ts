import { describe, expect, it } from 'vitest';
import {
  oneOf,
  optionalAmount,
  optionalDate,
  optionalFlag,
  optionalId,
  optionalText,
  parseSearch,
  searchSchema,
} from './search-params';

const schema = searchSchema({
  id: optionalId,
  q: optionalText,
  min: optionalAmount,
  all: optionalFlag,
  tab: oneOf(['a', 'b'] as const),
});

describe('route search schemas', () => {
  it('keeps valid values, coercing the string forms', () => {
    expect(parseSearch(schema, { id: '12', q: ' tyres ', min: '10.5', all: 'true', tab: 'b' })).toEqual({
      id: 12,
      q: 'tyres',
      min: 10.5,
      all: true,
      tab: 'b',
    });
  });

  it('drops invalid and unknown values instead of failing the page', () => {
    expect(parseSearch(schema, { id: '-3', q: '', min: 'cheap', all: 'maybe', tab: 'c', other: 1 })).toEqual({});
    expect(parseSearch(schema, { id: 1.5 })).toEqual({});
    expect(parseSearch(schema, null)).toEqual({});
  });

  it('rejects over-long text', () => {
    expect(parseSearch(schema, { q: 'x'.repeat(201) })).toEqual({});
  });

  it('keeps a date only when it exists, as the contract does', () => {
    const dated = searchSchema({ date: optionalDate });
    expect(parseSearch(dated, { date: '2028-02-29' })).toEqual({ date: '2028-02-29' });
    for (const date of ['2027-02-29', '2026-13-01', '26-11-30', '2026-11-30T00:00', 20261130])
      expect(parseSearch(dated, { date }), String(date)).toEqual({});
  });
});
