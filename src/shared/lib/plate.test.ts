import { describe, expect, it } from 'vitest';
import { formatPlate, normalisePlate } from './plate';

describe('normalisePlate', () => {
  it.each([
    ['wxy 1234', 'WXY1234'],
    ['WXY1234', 'WXY1234'],
    ['VAA 1 A', 'VAA1A'],
    ['  jpk-8-a ', 'JPK8A'],
    ['SAB 1234 A', 'SAB1234A'],
    ['putrajaya 1', 'PUTRAJAYA1'],
    ['G1M 1234', 'G1M1234'],
    ['ＷＸＹ　１２３４', 'WXY1234'],
    ['w 1', 'W1'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePlate(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['1', 'too short'],
    ['WXY', 'no digit'],
    ['1234', 'no letter'],
    ['ABCDEFGHIJK1', 'too long'],
    ['WXY 1234!', 'symbol'],
    ['雪 1234', 'not Latin letters'],
    ['WXY\u200b1234', 'zero-width space'],
  ])('refuses %j (%s)', (input) => {
    expect(normalisePlate(input)).toBeNull();
  });
});

describe('formatPlate', () => {
  it('puts a space between letter and digit runs', () => {
    expect(formatPlate('WXY1234')).toBe('WXY 1234');
    expect(formatPlate('VAA1A')).toBe('VAA 1 A');
    expect(formatPlate('PUTRAJAYA1')).toBe('PUTRAJAYA 1');
  });
});
