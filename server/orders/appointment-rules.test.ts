import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAppointment, malaysiaTime } from '../../src/shared/lib/appointment';
import { addWorkingDays } from './working-days';

// the server decides in Malaysia time whatever zone its host (or a device) is in
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  // files share a worker process (vitest.config.ts): leave the zone as it was, unset included
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('appointment rules at the edges, in Malaysia time', () => {
  const now = malaysiaTime('2026-11-23', '08:00');
  const day = '2026-11-24';
  it.each([
    ['08:59', 'appointmentTooEarly'],
    ['09:00', null],
    ['17:00', null],
    ['17:01', 'appointmentTooLate'],
    ['08:00', 'appointmentTooEarly'],
    ['18:00', 'appointmentTooLate'],
  ])('%s the next day -> %s', (time, expected) => {
    expect(checkAppointment(malaysiaTime(day, time), now)).toBe(expected);
  });

  it('takes a slot exactly 4 hours ahead and refuses one a minute less', () => {
    expect(checkAppointment(malaysiaTime('2026-11-23', '12:00'), now)).toBeNull();
    expect(checkAppointment(malaysiaTime('2026-11-23', '11:59'), now)).toBe('appointmentTooSoon');
  });

  it('refuses the past before anything else', () => {
    expect(checkAppointment(malaysiaTime('2026-11-22', '10:00'), now)).toBe('appointmentPast');
    expect(checkAppointment(malaysiaTime('2026-11-23', '07:59'), now)).toBe('appointmentPast');
  });

  it('puts the refund review promise 3 working days ahead, skipping the weekend', () => {
    const friday = malaysiaTime('2026-11-27', '10:00');
    expect(addWorkingDays(friday, 3).toISOString()).toBe(malaysiaTime('2026-12-02', '10:00').toISOString());
    const monday = malaysiaTime('2026-11-23', '23:30');
    expect(addWorkingDays(monday, 3).toISOString()).toBe(malaysiaTime('2026-11-26', '23:30').toISOString());
  });
});
