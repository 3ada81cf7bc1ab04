import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { einvoiceKinds, einvoiceStates } from '@/shared/contract/documents';
import { msicActivities } from '@/shared/contract/office-documents';
import {
  canSendAgain,
  dueDayOf,
  einvoiceKindLabels,
  einvoiceKindList,
  einvoiceStateLabels,
  einvoiceStateList,
  lastErrorText,
  monthEnded,
  msicNames,
} from './document-labels';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the tax documents in the reader’s words', () => {
  it('names every e-invoice state and kind the contract has', () => {
    expect(einvoiceStateList).toEqual([...einvoiceStates]);
    expect(einvoiceKindList).toEqual([...einvoiceKinds]);
    expect(einvoiceStates.map((s) => english._(einvoiceStateLabels[s]))).toEqual([
      'Waiting',
      'Sent',
      'Valid',
      'Refused',
      'Cancelled',
    ]);
    expect(einvoiceKinds.map((k) => english._(einvoiceKindLabels[k]))).toEqual([
      'Customer’s e-invoice',
      'Monthly consolidated',
      'Refund note',
    ]);
  });

  it('has the contract’s MSIC codes and LHDN’s names', () => {
    expect(msicNames).toEqual(msicActivities);
  });

  it('lets only a refused or unsent e-invoice be sent again', () => {
    expect(einvoiceStates.filter(canSendAgain)).toEqual(['waiting', 'invalid']);
  });

  it('explains incomplete settings with the way to fix them, anything else as a try that will be repeated', () => {
    expect(lastErrorText('settingsIncomplete', english)).toEqual({
      text: 'Company tax settings are incomplete — fill them in under Tax settings',
      settings: true,
      detail: null,
    });
    const unreachable = lastErrorText('fetch failed', english);
    expect(unreachable.settings).toBe(false);
    expect(unreachable.detail).toBe('fetch failed');
  });

  it('gives the last day a month’s consolidated e-invoice is due, in Malaysia', () => {
    // March's deadline is the start of 8 April in Malaysia (7 April, 16:00 UTC): due by 7 April
    expect(dueDayOf('2026-04-07T16:00:00.000Z')).toBe('2026-04-07');
    expect(dueDayOf('2027-01-07T16:00:00.000Z')).toBe('2027-01-07');
  });

  it('knows a month has ended once Malaysia is in the next one', () => {
    expect(monthEnded('2026-03', new Date('2026-03-31T15:59:59Z'))).toBe(false);
    expect(monthEnded('2026-03', new Date('2026-03-31T16:00:00Z'))).toBe(true);
    expect(monthEnded('2025-12', new Date('2026-01-15T00:00:00Z'))).toBe(true);
  });
});
