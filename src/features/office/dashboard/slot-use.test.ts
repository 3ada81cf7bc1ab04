import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@/shared/contract/office-dashboard';
import { slotTable } from './slot-use';

type Slot = Dashboard['slotUse'][number];
const slot = (storeId: number, hour: string, booked: number, capacity = 10): Slot => ({
  storeId,
  storeName: `Store ${storeId}`,
  slot: hour,
  booked,
  capacity,
});

describe('the slot use table', () => {
  it('puts the busiest stores first, keeps the server’s order between equals, and finds the fullest hour', () => {
    const table = slotTable([
      slot(1, '10:00', 1),
      slot(1, '09:00', 2),
      slot(2, '09:00', 9),
      slot(3, '11:00', 3),
      slot(4, '09:00', 0, 0),
    ]);
    expect(table.hours).toEqual(['09:00', '10:00', '11:00']);
    expect(table.rows.map((r) => [r.storeId, r.booked])).toEqual([
      [2, 9],
      [1, 3],
      [3, 3],
      [4, 0],
    ]);
    expect(table.rows[1]?.cells.get('10:00')?.booked).toBe(1);
    expect(table.rows[1]?.cells.get('11:00')).toBeUndefined();
    expect(table.busiest).toMatchObject({ storeId: 2, slot: '09:00' });
  });

  it('has no rows and no busiest hour without slots', () => {
    expect(slotTable([])).toEqual({ hours: [], rows: [], busiest: null });
  });
});
