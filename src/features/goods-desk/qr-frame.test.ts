import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { frameSize, pickupCodeInFrame, type Frame } from './qr-frame';

/** A grey frame with the QR code of `text` drawn dark on white, `module` pixels a module, at (left, top). */
function frameWith(text: string, { width = 640, height = 480, module = 6, left = 180, top = 100 } = {}): Frame {
  const { data: matrix, size } = encode(text, { ecc: 'M', border: 4 });
  const data = new Uint8ClampedArray(width * height * 4).fill(170);
  for (let y = 0; y < size * module; y++)
    for (let x = 0; x < size * module; x++) {
      const dark = matrix[Math.floor(y / module)]![Math.floor(x / module)];
      const at = ((top + y) * width + left + x) * 4;
      data.fill(dark ? 20 : 245, at, at + 3);
    }
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width, height, data };
}

describe('pickupCodeInFrame', () => {
  it('reads the six digits of the QR code the customer shows', () => {
    expect(pickupCodeInFrame(frameWith('048213'))).toBe('048213');
  });

  it('reads a small code off-centre', () => {
    expect(pickupCodeInFrame(frameWith('731905', { module: 3, left: 420, top: 340 }))).toBe('731905');
  });

  it('answers null for a frame without a code, and for a code that is not a pickup code', () => {
    expect(pickupCodeInFrame({ width: 64, height: 48, data: new Uint8ClampedArray(64 * 48 * 4).fill(255) })).toBeNull();
    expect(pickupCodeInFrame(frameWith('https://roda.example.my'))).toBeNull();
  });
});

describe('frameSize', () => {
  it('keeps a small frame and scales a large one down on its longest side', () => {
    expect(frameSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(frameSize(1920, 1080)).toEqual({ width: 960, height: 540 });
    expect(frameSize(1080, 1920)).toEqual({ width: 540, height: 960 });
    expect(frameSize(0, 0)).toEqual({ width: 1, height: 1 });
  });
});
