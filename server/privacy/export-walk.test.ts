import { describe, expect, it } from 'vitest';
import { sectionOf, withoutSecrets } from './export-tables';
import { followed, walkPlan, type ForeignKey } from './export-walk';

const key = (child: string, column: string, parent: string): ForeignKey => ({
  child,
  column,
  parent,
  parentColumn: 'id',
});

describe('the walk of a copy of someone’s data', () => {
  const keys = [
    key('order_items', 'order_id', 'orders'),
    key('orders', 'user_id', 'users'),
    key('orders', 'technician_id', 'users'),
    key('payments', 'order_id', 'orders'),
    key('receipts', 'payment_id', 'payments'),
    key('receipts', 'order_id', 'orders'),
    key('stock_transfers', 'by_id', 'users'),
    key('order_items', 'product_id', 'products'),
    key('users', 'store_id', 'stores'),
  ];

  it('reaches the person’s rows and the rows of those, each after the tables it is reached through', () => {
    const plan = walkPlan(keys, {});
    expect(plan.map((step) => step.table)).toEqual(['users', 'orders', 'order_items', 'payments', 'receipts']);
    const receipts = plan.find((step) => step.table === 'receipts');
    expect(receipts?.by.map((edge) => `${edge.column}->${edge.parent}`)).toEqual([
      'payment_id->payments',
      'order_id->orders',
    ]);
  });

  it('does not follow a reference naming the person as staff, nor go up to what the rows refer to', () => {
    expect(followed(key('orders', 'technician_id', 'users'))).toBe(false);
    expect(followed(key('orders', 'user_id', 'users'))).toBe(true);
    const tables = walkPlan(keys, {}).map((step) => step.table);
    expect(tables).not.toContain('stock_transfers');
    expect(tables).not.toContain('products');
    expect(tables).not.toContain('stores');
    expect(walkPlan(keys, {}).find((s) => s.table === 'orders')?.by).toHaveLength(1);
  });

  it('adds the tables matched by phone, and refuses a cycle', () => {
    const plan = walkPlan(keys, { user_clues: 'phone', orders: 'contact_phone' });
    expect(plan.at(-1)).toEqual({ table: 'user_clues', by: [], phoneColumn: 'phone' });
    expect(plan.find((s) => s.table === 'orders')?.phoneColumn).toBe('contact_phone');
    const cycle = [key('a', 'user_id', 'users'), key('b', 'a_id', 'a'), key('a', 'b_id', 'b')];
    expect(() => walkPlan(cycle, {})).toThrow(/cycle/);
  });

  it('leaves secrets out and files every table under a section', () => {
    expect(withoutSecrets('sessions', { id: 1, key_hash: 'h', secret: 's', expires_at: 'x' })).toEqual({
      id: 1,
      expires_at: 'x',
    });
    expect(withoutSecrets('vehicles', { plate: 'WXY1234' })).toEqual({ plate: 'WXY1234' });
    expect(sectionOf('order_items')).toBe('orders');
    expect(sectionOf('a_table_added_later')).toBe('other');
  });
});
