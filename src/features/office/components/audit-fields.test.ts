import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { personStatuses } from '@/shared/contract/office-people';
import { refundStatuses } from '@/shared/contract/orders';
import { auditFieldLabel, auditValueLabel } from './audit-fields';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the audit log in the reader’s words', () => {
  it('names a state, a yes or no, a language and a link kind instead of the stored code', () => {
    expect(auditValueLabel('status', 'pendingReview', english, 'after')).toBe('Pending review');
    expect(auditValueLabel('status', 'disabled', english, 'after')).toBe('Deactivated');
    expect(auditValueLabel('active', 'true', english, 'after')).toBe('Yes');
    expect(auditValueLabel('active', 'false', english, 'after')).toBe('No');
    expect(auditValueLabel('language', 'null', english, 'after')).toBe('Every language');
    expect(auditValueLabel('language', 'ms', english, 'after')).toBe('Malay');
    expect(auditValueLabel('jumpType', 'category', english, 'after')).toBe('A category');
    expect(auditValueLabel('jumpValue', 'tyres', english, 'after')).toBe('Tyres');
    expect(auditValueLabel('role', 'manager', english, 'after')).toBe('Store manager');
    expect(auditValueLabel('image', '0dYJgGZyNQjPsj5od9-QKQ', english, 'before')).toBe('Previous picture');
    expect(auditValueLabel('image', '0dYJgGZyNQjPsj5od9-QKQ', english, 'after')).toBe('New picture');
    expect(auditValueLabel('services', 'tint, tyres', english, 'after')).toBe('Solar tint film, Tyres');
  });

  it('has words for every refund and staff state the server records', () => {
    for (const status of [...refundStatuses, ...personStatuses]) {
      expect(auditValueLabel('status', status, english, 'after'), status).not.toBe(status);
    }
  });

  it('shows an amount in sen in RM with two decimals, whatever the field', () => {
    expect(auditValueLabel('priceSen', '15900', english, 'after')).toBe('RM 159.00');
    expect(auditValueLabel('originalPriceSen', '1234505', english, 'before')).toBe('RM 12,345.05');
    expect(auditValueLabel('labourSen', '0', english, 'after')).toBe('RM 0.00');
    expect(auditValueLabel('amountSen', '8990', english, 'after')).toBe('RM 89.90');
    expect(auditValueLabel('priceSen', '', english, 'before')).toBe('');
    expect(auditFieldLabel('amountSen', english)).toBe('Amount');
    expect(auditFieldLabel('labourSen', english)).toBe('Labour');
  });

  it('shows names and texts as recorded, and an empty side as empty', () => {
    expect(auditValueLabel('title.en', 'Raya sale', english, 'after')).toBe('Raya sale');
    expect(auditValueLabel('status', '', english, 'after')).toBe('');
    expect(auditValueLabel('language', '', english, 'before')).toBe('');
    expect(auditValueLabel('jumpValue', '/pages/faq/faq', english, 'after')).toBe('/pages/faq/faq');
    expect(auditValueLabel('stock', '12', english, 'after')).toBe('12');
  });

  it('names a banner title per language as it names a product name', () => {
    expect(auditFieldLabel('title.zh', english)).toBe('Title (Chinese)');
  });

  it('shows a banner’s first and last day as dates, an open day as empty', () => {
    expect(auditFieldLabel('startsOn', english)).toBe('First day');
    expect(auditFieldLabel('endsOn', english)).toBe('Last day');
    expect(auditValueLabel('endsOn', '2026-12-31', english, 'after')).toBe('Thu, 31 Dec 2026');
    expect(auditValueLabel('startsOn', '', english, 'before')).toBe('');
  });

  it('speaks Malay to a Malay reader', async () => {
    const { messages } = (await import('../../../../locales/ms.po')) as { messages: Record<string, string> };
    const malay = setupI18n({ locale: 'ms', messages: { ms: messages } });
    expect(auditValueLabel('active', 'true', malay, 'after')).not.toBe('Yes');
    expect(auditValueLabel('status', 'pendingReview', malay, 'after')).not.toBe('Pending review');
  });
});
