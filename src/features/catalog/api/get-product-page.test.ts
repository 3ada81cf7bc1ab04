import { describe, expect, it } from 'vitest';
import { nextPageOf } from './get-product-page';

describe('paging the product search', () => {
  it('asks for the next page until every product is shown', () => {
    expect(nextPageOf({ pageNo: 1, pageSize: 10, total: 25 })).toBe(2);
    expect(nextPageOf({ pageNo: 3, pageSize: 10, total: 25 })).toBeUndefined();
    expect(nextPageOf({ pageNo: 2, pageSize: 10, total: 20 })).toBeUndefined();
    expect(nextPageOf({ pageNo: 1, pageSize: 10, total: 0 })).toBeUndefined();
  });
});
