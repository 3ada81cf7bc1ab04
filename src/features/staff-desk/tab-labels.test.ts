import { describe, expect, it } from 'vitest';
import { countsOf, workdeskTabs } from './tab-labels';

describe('workdesk tabs', () => {
  it('lists the nine staff tabs of docs/product.md#staff-tabs and fills missing counts with 0', () => {
    expect(workdeskTabs).toHaveLength(9);
    const counts = countsOf([{ tab: 'inService', count: 3 }]);
    expect(counts.inService).toBe(3);
    expect(counts.all).toBe(0);
  });
});
