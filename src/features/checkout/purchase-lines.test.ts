import { describe, expect, it } from 'vitest';
import { newDraft, sourceOf, toPayload } from './draft';
import { placeAnOrderSearchSchema } from './search';

describe('a purchase of several lines (book again)', () => {
  const parse = (search: Record<string, unknown>) => placeAnOrderSearchSchema['~standard'].validate(search).value;

  it('reads lines=12x4,15x1 from the address and drops anything malformed', () => {
    expect(parse({ lines: '12x4,15x1' }).lines).toEqual([
      { productId: 12, quantity: 4 },
      { productId: 15, quantity: 1 },
    ]);
    // as the router writes it back into the address
    expect(parse({ lines: [{ productId: 12, quantity: 4 }] }).lines).toEqual([{ productId: 12, quantity: 4 }]);
    expect(parse({ lines: [{ productId: 12, quantity: 400 }] }).lines).toBeUndefined();
    expect(parse({ lines: [12] }).lines).toBeUndefined();
    for (const bad of ['12', '12x0', '12x100', 'x4', '12x4,', 'ax1', '12x4x2']) {
      expect(parse({ lines: bad }).lines, bad).toBeUndefined();
    }
  });

  it('keeps its own draft and sends the lines as they are', () => {
    const purchase = {
      lines: [
        { productId: 12, quantity: 4 },
        { productId: 15, quantity: 1 },
      ],
    };
    expect(sourceOf(purchase)).toBe('l:12x4,15x1');
    const payload = toPayload({ ...newDraft('l:12x4,15x1'), orderType: 'pickup' }, purchase, undefined);
    expect(payload.lines).toEqual(purchase.lines);
    expect(payload.cartIds).toBeUndefined();
  });
});
