import { describe, expect, it } from 'vitest';
import type { Car } from '@/shared/contract/account';
import { emptyServiceForm, parseKm, servicePayload } from './service-form';

const today = '2026-11-24';
const saved = { serviceDueDate: '2026-11-20', serviceDueMileage: 50_000, currentMileage: 40_000 } as Car;

describe('the service reminder fields', () => {
  it('read kilometres as whole numbers above 0, with spaces or commas', () => {
    expect(parseKm('')).toBeNull();
    expect(parseKm('49 500')).toBe(49_500);
    expect(parseKm('49,500')).toBe(49_500);
    expect(parseKm('0')).toBeUndefined();
    expect(parseKm('-3')).toBeUndefined();
    expect(parseKm('12.5')).toBeUndefined();
    expect(parseKm('abc')).toBeUndefined();
  });

  it('refuse a new date before today and a new due mileage not above the current one', () => {
    expect(servicePayload({ ...emptyServiceForm, dueDate: '2026-11-23' }, undefined, today)).toEqual({
      error: 'datePast',
    });
    expect(servicePayload({ ...emptyServiceForm, dueDate: today }, undefined, today)).toEqual({
      payload: { serviceDueDate: today, serviceDueMileage: null, currentMileage: null },
    });
    expect(servicePayload({ dueDate: '', dueMileage: '40000', currentMileage: '40000' }, undefined, today)).toEqual({
      error: 'mileageNotAbove',
    });
    expect(servicePayload({ dueDate: '', dueMileage: '1.5', currentMileage: '' }, undefined, today)).toEqual({
      error: 'mileageWhole',
    });
  });

  it('let a saved date pass and a reading go past the saved due mileage', () => {
    expect(
      servicePayload({ dueDate: '2026-11-20', dueMileage: '50000', currentMileage: '51000' }, saved, today),
    ).toEqual({ payload: { serviceDueDate: '2026-11-20', serviceDueMileage: 50_000, currentMileage: 51_000 } });
  });
});
