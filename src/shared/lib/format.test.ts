import { describe, expect, it } from 'vitest';
import {
  formatAppointment,
  formatDate,
  formatDateChip,
  formatDateTime,
  formatMonth,
  formatNumber,
  formatRM,
} from './format';

describe('the one formatting module', () => {
  it('shows sen as ringgit with grouping and two decimals in every language', () => {
    expect(formatRM(15900)).toBe('RM 159.00');
    expect(formatRM(5)).toBe('RM 0.05');
    expect(formatRM(0)).toBe('RM 0.00');
    expect(formatRM(124240)).toBe('RM 1,242.40');
    expect(formatRM(123456789)).toBe('RM 1,234,567.89');
    expect(formatRM(-250)).toBe('-RM 2.50');
    expect(formatRM(124240, 'ms')).toBe('RM 1,242.40');
    expect(formatRM(124240, 'zh')).toBe('RM 1,242.40');
    expect(formatRM(124240, 'zh-Hans')).toBe('RM 1,242.40');
  });

  it('groups numbers', () => {
    expect(formatNumber(1242)).toBe('1,242');
    expect(formatNumber(1242, 'ms')).toBe('1,242');
  });

  it('shows an instant in Malaysia time in every language, whatever the device zone', () => {
    // 16:05 UTC is 00:05 the next day in Kuala Lumpur
    expect(formatDateTime('2026-11-22T16:05:00Z', 'en')).toBe('23 Nov 2026, 00:05');
    expect(formatDateTime('2026-11-22T16:05:00Z', 'ms')).toMatch(/^23 Nov 2026.*00:05$/);
    expect(formatDateTime('2026-11-22T16:05:00Z', 'zh-Hans')).toMatch(/^2026年11月23日.*00:05$/);
    expect(formatDateTime('2026-11-22T16:05:00Z', 'zh')).toMatch(/^2026年11月23日.*00:05$/);
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('shows calendar dates and appointments with their weekday', () => {
    expect(formatDate('2026-11-24')).toBe('Tue, 24 Nov 2026');
    expect(formatDate('2026-11-24', 'ms')).toBe('Sel, 24 Nov 2026');
    expect(formatDate('2026-11-24', 'zh-Hans')).toMatch(/2026年11月24日.*周二/);
    expect(formatAppointment('2026-11-24', '10:00')).toBe('Tue, 24 Nov 2026, 10:00');
    expect(formatAppointment('2026-11-24', '10:00', 'zh')).toMatch(/周二 10:00$/);
    expect(formatAppointment(null, null)).toBe('');
  });

  it('names a calendar month in the reader’s language', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('2026-03', 'ms')).toBe('Mac 2026');
    expect(formatMonth('2026-03', 'zh-Hans')).toBe('2026年3月');
    expect(formatMonth('not a month')).toBe('not a month');
  });

  it('splits a date into short parts for a chip that never wraps mid-date', () => {
    expect(formatDateChip('2026-11-24')).toEqual({ weekday: 'Tue', day: '24 Nov' });
    expect(formatDateChip('2026-11-24', 'zh-Hans')).toEqual({ weekday: '周二', day: '11月24日' });
  });
});
