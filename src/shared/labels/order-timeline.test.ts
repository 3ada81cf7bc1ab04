import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { timelineNote } from './order-timeline';

const english = (m: { message?: string }) => m.message ?? '';

describe('a status history note', () => {
  it('reads a new appointment as a date in the reader’s language, never as ISO', () => {
    expect(timelineNote('2026-11-30 14:00', english, 'en')).toBe('Mon, 30 Nov 2026, 14:00');
    expect(timelineNote('2026-11-30 14:00', english, 'ms')).not.toContain('2026-11-30');
    expect(timelineNote('2026-11-30 14:00', english, 'zh-Hans')).toContain('14:00');
    expect(timelineNote('2026-11-30 14:00', english, 'zh-Hans')).not.toContain('2026-11-30');
  });

  it('names a payment method and keeps other notes as written', () => {
    expect(timelineNote('fpx:Maybank2u', english)).toBe(`${english(msg`FPX online banking`)} (Maybank2u)`);
    expect(timelineNote('Customer not reachable', english)).toBe('Customer not reachable');
  });
});
