import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as zh } from '../../../locales/zh-Hans.po';
import { carWordsIn } from './car-words';

describe('catalogue car words', () => {
  const i18n = setupI18n({ locale: 'zh-Hans', messages: { 'zh-Hans': zh } });
  const chinese = (m: MessageDescriptor) => i18n._(m);
  const english = (m: MessageDescriptor) => m.message ?? '';

  it('reads engines and gearboxes in the reader’s language, keeping sizes and codes', () => {
    expect(carWordsIn('1.5L Petrol', chinese)).not.toContain('Petrol');
    expect(carWordsIn('1.5L Petrol', chinese)).toMatch(/^1\.5L /);
    expect(carWordsIn('2.0L Turbo Mild Hybrid', chinese)).not.toMatch(/Turbo|Hybrid/);
    expect(carWordsIn('CVT', chinese)).toBe('CVT');
    expect(carWordsIn('2.0L Turbo Mild Hybrid', english)).toBe('2.0L Turbo Mild Hybrid');
  });
});
