import { describe, expect, it } from 'vitest';
import { placeOrderHref, selectedIds } from './selection';

describe('checking out', () => {
  it('takes the selected lines only, in cart order', () => {
    expect(
      selectedIds([
        { id: 3, selected: true },
        { id: 1, selected: false },
        { id: 7, selected: true },
      ]),
    ).toEqual([3, 7]);
  });

  it('opens PlaceAnOrder with the parameters it reads', () => {
    expect(placeOrderHref({ cartIds: [3, 7] })).toBe('/pages-shop/good/PlaceAnOrder?cartIds=3,7');
    expect(placeOrderHref({ productId: 12, quantity: 2 })).toBe(
      '/pages-shop/good/PlaceAnOrder?productId=12&quantity=2',
    );
  });
});
