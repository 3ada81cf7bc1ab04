import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './call-listener';

describe('the encoding of a large envelope', () => {
  it('is gzip when accepted, deflate when only that is, none when neither', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBe('deflate');
    expect(acceptedEncoding('br')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
  });

  it('follows the quality values and the wildcard', () => {
    expect(acceptedEncoding('gzip;q=0.5, deflate;q=0.8')).toBe('deflate');
    expect(acceptedEncoding('gzip;q=0, deflate;q=0')).toBeNull();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0, *;q=0.3')).toBe('deflate');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
  });
});
