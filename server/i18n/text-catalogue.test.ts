import { describe, expect, it } from 'vitest';
import { localize, textParts, texts, translate } from './text-catalogue';

describe('the text catalogue', () => {
  it('defines each key in one area part only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, part] of Object.entries(textParts)) {
      for (const key of Object.keys(part)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${area})`);
        seen.set(key, area);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(texts).length).toBe(seen.size);
  });

  it('fills placeholders with plain, three-language and per-language values', () => {
    expect(translate('notFound', 'ms', { thing: { en: 'Order', ms: 'Pesanan', zh: '订单' } })).toContain('Pesanan');
    expect(localize('bodyTooLarge', { limit: (lang) => `1 MB (${lang})` })).toEqual({
      en: translate('bodyTooLarge', 'en', { limit: '1 MB (en)' }),
      ms: translate('bodyTooLarge', 'ms', { limit: '1 MB (ms)' }),
      zh: translate('bodyTooLarge', 'zh', { limit: '1 MB (zh)' }),
    });
  });
});
