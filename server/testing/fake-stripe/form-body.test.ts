import { describe, expect, it } from 'vitest';
import { parseForm } from './form-body';

/** The form body parser: Stripe's nested keys read into objects and arrays, safely. */

describe('the form body parser', () => {
  it('reads nested keys into objects and arrays, as Stripe encodes them', () => {
    const form = parseForm(
      'line_items[0][price_data][unit_amount]=15900&line_items[0][quantity]=1&line_items[1][quantity]=2' +
        '&payment_method_types[0]=fpx&metadata[order_no]=RD%201&expand[]=a&expand[]=b.c&note=x+y',
    );
    expect(form).toEqual({
      line_items: [{ price_data: { unit_amount: '15900' }, quantity: '1' }, { quantity: '2' }],
      payment_method_types: ['fpx'],
      metadata: { order_no: 'RD 1' },
      expand: ['a', 'b.c'],
      note: 'x y',
    });
    // a key named __proto__ is data, not a way into Object.prototype
    const hostile = parseForm('__proto__[polluted]=yes');
    expect(Object.keys(hostile)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => parseForm('a=1&a[b]=2')).toThrow(/both a value and a hash/);
  });
});
