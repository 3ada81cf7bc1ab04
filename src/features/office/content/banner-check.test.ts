import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { OfficeBannerInput } from '@/shared/contract/office-content';
import { checkBanner, firstWrong } from './banner-check';
import { bannerDaysText, bannerShowing } from './banner-days';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

const banner = (over: Partial<OfficeBannerInput> = {}): OfficeBannerInput => ({
  title: { en: 'Raya sale', ms: 'Jualan Raya', zh: '开斋节促销' },
  image: 'banner-saving.svg',
  jumpType: 'category',
  jumpValue: 'tyres',
  language: null,
  startsOn: null,
  endsOn: null,
  active: true,
  ...over,
});
const wrong = (b: OfficeBannerInput) =>
  Object.fromEntries(Object.entries(checkBanner(b)).map(([field, m]) => [field, english._(m)]));

describe('the banner form’s checks, before "Publish?"', () => {
  it('passes a complete banner', () => {
    expect(checkBanner(banner())).toEqual({});
  });

  it('names each missing title, the picture and the target, the first in the form’s order', () => {
    const errors = checkBanner(banner({ title: { en: 'x', ms: ' ', zh: '' }, image: '', jumpValue: '' }));
    expect(Object.keys(errors)).toEqual(['title.ms', 'title.zh', 'jumpValue', 'image']);
    expect(english._(errors.jumpValue!)).toBe('Choose the category the banner opens');
    expect(firstWrong(errors)).toBe('title.ms');
    expect(english._(errors['title.ms']!)).toBe('Enter the title in Malay');
  });

  it('checks the target for its kind, as the server does', () => {
    expect(wrong(banner({ jumpValue: 'rockets' }))).toEqual({ jumpValue: 'Choose the category the banner opens' });
    expect(wrong(banner({ jumpType: 'product', jumpValue: 'MNT-1' })).jumpValue).toMatch(/product’s number/);
    expect(checkBanner(banner({ jumpType: 'product', jumpValue: '12' }))).toEqual({});
    expect(wrong(banner({ jumpType: 'page', jumpValue: 'https://x.example' })).jumpValue).toMatch(/starting with \//);
    expect(checkBanner(banner({ jumpType: 'page', jumpValue: '/pages/faq/faq' }))).toEqual({});
  });

  it('refuses a last day before the first, beside the last day; the same day is fine', () => {
    expect(wrong(banner({ startsOn: '2026-12-02', endsOn: '2026-12-01' }))).toEqual({
      endsOn: 'The last day must be on or after the first day',
    });
    expect(checkBanner(banner({ startsOn: '2026-12-01', endsOn: '2026-12-01' }))).toEqual({});
  });
});

describe('a banner’s days in the list', () => {
  it('says where a published banner stands on a Malaysian day', () => {
    const december = { active: true, startsOn: '2026-12-01', endsOn: '2026-12-31' };
    expect(bannerShowing(december, '2026-11-30')).toBe('scheduled');
    expect(bannerShowing(december, '2026-12-01')).toBe('onHome');
    expect(bannerShowing(december, '2026-12-31')).toBe('onHome');
    expect(bannerShowing(december, '2027-01-01')).toBe('ended');
    expect(bannerShowing({ ...december, active: false }, '2026-12-10')).toBe('draft');
    expect(bannerShowing({ active: true }, '2026-12-10')).toBe('onHome');
  });

  it('writes the days with the shared date format', () => {
    expect(bannerDaysText({ active: true, startsOn: '2026-12-01', endsOn: '2026-12-31' }, english)).toBe(
      'From Tue, 1 Dec 2026 to Thu, 31 Dec 2026',
    );
    expect(bannerDaysText({ active: true, startsOn: '2026-12-01' }, english)).toBe('From Tue, 1 Dec 2026');
    expect(bannerDaysText({ active: true, endsOn: '2026-12-31' }, english)).toBe('Until Thu, 31 Dec 2026');
    expect(bannerDaysText({ active: true }, english)).toBe('Always (no dates)');
  });
});
