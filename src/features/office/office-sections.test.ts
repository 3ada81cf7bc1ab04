import { describe, expect, it } from 'vitest';
import { matchOfficeSection } from './office-router';
import { OFFICE_HOME, OFFICE_SECTIONS, preloadOfficeSection } from './office-sections';

describe('office sections', () => {
  it('renders a section through a lazy component until the route loader has loaded its module, then as itself', async () => {
    const match = matchOfficeSection(OFFICE_SECTIONS, 'payments');
    expect(match).not.toBeNull();
    expect(match!.section.isLoaded()).toBe(false);
    await preloadOfficeSection('payments/');
    expect(match!.section.isLoaded()).toBe(true);
  });

  it('loads the landing section for the office root', async () => {
    await preloadOfficeSection('');
    expect(matchOfficeSection(OFFICE_SECTIONS, OFFICE_HOME)!.section.isLoaded()).toBe(true);
  });

  it('ignores a path no section matches', async () => {
    await expect(preloadOfficeSection('no-such-section')).resolves.toBeUndefined();
  });
});
