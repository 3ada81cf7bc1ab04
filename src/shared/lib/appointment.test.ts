import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAppointment, malaysiaTime } from './appointment';

const HOUR = 3_600_000;
let previousTz: string | undefined;

describe('appointment rules in Malaysia time, on a device in New York', () => {
  beforeAll(() => {
    previousTz = process.env.TZ;
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = previousTz;
  });

  // 2030-03-10 06:00 in Kuala Lumpur: early enough that every same-day slot is >= 4 h away from 05:00
  const now = malaysiaTime('2030-03-10', '05:00');

  it('runs with the device clock in another zone', () => {
    expect(new Date(2030, 0, 1).getTimezoneOffset()).not.toBe(-480);
  });

  it('reads wall-clock times as Malaysian time (UTC+8)', () => {
    expect(malaysiaTime('2030-03-10', '09:00').toISOString()).toBe('2030-03-10T01:00:00.000Z');
  });

  it('refuses 08:59 as too early', () => {
    expect(checkAppointment(malaysiaTime('2030-03-10', '08:59'), now)).toBe('appointmentTooEarly');
  });

  it('accepts 09:00, the earliest slot', () => {
    expect(checkAppointment(malaysiaTime('2030-03-10', '09:00'), now)).toBeNull();
  });

  it('accepts 17:00, the latest slot', () => {
    expect(checkAppointment(malaysiaTime('2030-03-10', '17:00'), now)).toBeNull();
  });

  it('refuses 17:01 as too late', () => {
    expect(checkAppointment(malaysiaTime('2030-03-10', '17:01'), now)).toBe('appointmentTooLate');
  });

  it('accepts a slot exactly 4 hours ahead', () => {
    const at = malaysiaTime('2030-03-10', '10:00');
    expect(checkAppointment(new Date(at.getTime() + 4 * HOUR), at)).toBeNull();
  });

  it('refuses a slot one minute short of 4 hours ahead', () => {
    const at = malaysiaTime('2030-03-10', '10:01');
    expect(checkAppointment(malaysiaTime('2030-03-10', '14:00'), at)).toBe('appointmentTooSoon');
  });

  it('refuses a slot in the past', () => {
    const at = malaysiaTime('2030-03-10', '12:00');
    expect(checkAppointment(malaysiaTime('2030-03-10', '11:00'), at)).toBe('appointmentPast');
  });

  it('judges the day boundary in Malaysia, not on the device: 16:30 UTC is 00:30 next day in KL', () => {
    const slot = new Date('2030-03-10T16:30:00Z');
    expect(checkAppointment(slot, new Date('2030-03-09T00:00:00Z'))).toBe('appointmentTooEarly');
  });

  it('gives each rule its own error key', () => {
    const keys = new Set([
      checkAppointment(malaysiaTime('2030-03-10', '08:59'), now),
      checkAppointment(malaysiaTime('2030-03-10', '17:01'), now),
      checkAppointment(malaysiaTime('2030-03-10', '04:00'), now),
      checkAppointment(malaysiaTime('2030-03-10', '09:30'), malaysiaTime('2030-03-10', '09:00')),
    ]);
    expect(keys.size).toBe(4);
  });
});
