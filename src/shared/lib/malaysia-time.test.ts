import { describe, expect, it } from 'vitest';
import {
  addDays,
  appointmentDates,
  appointmentTimes,
  checkAppointmentPick,
  malaysiaDateOf,
  malaysiaMinuteOf,
  minutesLeft,
  timeRuleOf,
} from './malaysia-time';

describe('Malaysia time helpers', () => {
  const now = new Date('2026-11-22T17:30:00Z'); // 01:30 on 23 Nov in Malaysia

  it('takes the calendar date in Malaysia, not the device zone', () => {
    expect(malaysiaDateOf(now)).toBe('2026-11-23');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
  });

  it('offers the next 14 dates from today', () => {
    const dates = appointmentDates(now);
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-11-23');
    expect(dates[13]).toBe('2026-12-06');
  });

  it("offers the workshops' hours on the hour, plus a time kept from an older draft", () => {
    expect(appointmentTimes()).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(appointmentTimes('08:30')[0]).toBe('08:30');
    expect(appointmentTimes('10:00')).toHaveLength(9);
  });

  it('greys out times that have passed or are less than 4 hours away, before a workshop is chosen', () => {
    const at = new Date('2026-11-23T02:00:00Z'); // 10:00 in Malaysia
    expect(timeRuleOf('2026-11-23', '09:00', at)).toBe('past');
    expect(timeRuleOf('2026-11-23', '13:00', at)).toBe('tooSoon');
    expect(timeRuleOf('2026-11-23', '14:00', at)).toBeNull();
    expect(timeRuleOf(undefined, '14:00', at)).toBeNull();
  });

  it('checks a pick with the rules of docs/product.md#appointment', () => {
    expect(checkAppointmentPick('2026-11-24', undefined, now)).toBe('chooseSlot');
    expect(checkAppointmentPick('2026-11-24', '08:00', now)).toBe('appointmentTooEarly');
    expect(checkAppointmentPick('2026-11-24', '18:00', now)).toBe('appointmentTooLate');
    expect(checkAppointmentPick('2026-11-22', '10:00', now)).toBe('appointmentPast');
    expect(checkAppointmentPick('2026-11-23', '09:00', new Date('2026-11-23T02:00:00Z'))).toBe('appointmentPast');
    expect(checkAppointmentPick('2026-11-23', '12:00', new Date('2026-11-23T01:00:00Z'))).toBe('appointmentTooSoon');
    expect(checkAppointmentPick('2026-11-24', '10:00', now)).toBeNull();
  });

  it('writes an instant as Malaysian date and minute, across the UTC day boundary', () => {
    // 23:30 UTC on the 27th is 07:30 on the 28th in Malaysia
    expect(malaysiaMinuteOf(new Date('2026-03-27T23:30:59.999Z'))).toBe('2026-03-28 07:30');
    expect(malaysiaMinuteOf(new Date('2026-03-27T15:59:00Z'))).toBe('2026-03-27 23:59');
    expect(malaysiaMinuteOf(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00');
  });

  it('counts the minutes left to pay', () => {
    expect(minutesLeft('2026-11-22T18:00:00Z', now)).toBe(30);
    expect(minutesLeft('2026-11-22T17:00:00Z', now)).toBe(0);
  });
});
