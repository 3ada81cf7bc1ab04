import { describe, expect, it } from 'vitest';
import { ringgitToSen, rmDecimal, senOfRmDecimal } from './money';

describe('ringgitToSen', () => {
  it('turns typed ringgit into whole sen without float drift', () => {
    expect(ringgitToSen(159.9)).toBe(15990);
    expect(ringgitToSen(0.29)).toBe(29);
  });
});

describe('RM in CSV cells', () => {
  it('writes sen as RM with two decimals, exactly', () => {
    expect(rmDecimal(12900)).toBe('129.00');
    expect(rmDecimal(10)).toBe('0.10');
    expect(rmDecimal(5)).toBe('0.05');
    expect(rmDecimal(0)).toBe('0.00');
    expect(rmDecimal(123450)).toBe('1234.50');
    expect(rmDecimal(-12345)).toBe('-123.45');
    expect(rmDecimal(2_147_483_647)).toBe('21474836.47');
  });

  it('reads RM with at most two decimals into whole sen, with no float drift', () => {
    expect(senOfRmDecimal('129.00')).toBe(12900);
    expect(senOfRmDecimal('0.10')).toBe(10);
    expect(senOfRmDecimal('0.29')).toBe(29); // 0.29 * 100 is 28.999… as a float
    expect(senOfRmDecimal('1.15')).toBe(115); // and 1.15 * 100 is 114.999…
    // as a spreadsheet saves 1234.50 and 129.00: the same amounts
    expect(senOfRmDecimal('1234.5')).toBe(123450);
    expect(senOfRmDecimal('129')).toBe(12900);
    expect(senOfRmDecimal(' 7.20 ')).toBe(720);
    for (const bad of [
      '12.345',
      '1.005',
      '-5',
      '-0.10',
      'RM12',
      'RM 12.00',
      '1,234.00',
      '1e3',
      '.5',
      '5.',
      '',
      'abc',
    ]) {
      expect(senOfRmDecimal(bad), bad).toBeNull();
    }
  });

  it('reads back every amount it writes', () => {
    const wrong: number[] = [];
    for (let sen = 0; sen < 200_000; sen++) if (senOfRmDecimal(rmDecimal(sen)) !== sen) wrong.push(sen);
    expect(wrong).toEqual([]);
  });
});
