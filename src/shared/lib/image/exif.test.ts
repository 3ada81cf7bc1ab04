import { describe, expect, it } from 'vitest';
import { fitSize, orientationTransform, readExifOrientation } from './exif';

/** A minimal JPEG header with an EXIF APP1 segment holding one orientation tag. */
function jpegWithOrientation(orientation: number, little = false): ArrayBuffer {
  const bytes = new Uint8Array(2 + 2 + 2 + 6 + 8 + 2 + 12 + 4);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xffd8);
  view.setUint16(2, 0xffe1);
  view.setUint16(4, bytes.length - 4);
  view.setUint32(6, 0x45786966); // Exif
  const tiff = 12;
  view.setUint16(tiff, little ? 0x4949 : 0x4d4d);
  view.setUint16(tiff + 2, 42, little);
  view.setUint32(tiff + 4, 8, little);
  view.setUint16(tiff + 8, 1, little);
  view.setUint16(tiff + 10, 0x0112, little);
  view.setUint16(tiff + 12, 3, little);
  view.setUint32(tiff + 14, 1, little);
  view.setUint16(tiff + 18, orientation, little);
  return bytes.buffer;
}

/** Where a raw pixel (x, y) lands under the transform. */
const apply = (m: number[], x: number, y: number) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];

describe('EXIF orientation', () => {
  it('reads every orientation in both byte orders, 1 when absent', () => {
    for (let o = 1; o <= 8; o++) {
      expect(readExifOrientation(jpegWithOrientation(o))).toBe(o);
      expect(readExifOrientation(jpegWithOrientation(o, true))).toBe(o);
    }
    expect(readExifOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]).buffer)).toBe(1);
    expect(readExifOrientation(new Uint8Array([0x89, 0x50]).buffer)).toBe(1);
  });

  it('maps every corner of the stored image inside the upright canvas for all 8 orientations', () => {
    const w = 40;
    const h = 30;
    // the stored top-left pixel ends where EXIF says the top-left of the picture is
    const expectedTopLeft: Record<number, [number, number]> = {
      1: [0, 0],
      2: [w, 0],
      3: [w, h],
      4: [0, h],
      5: [0, 0],
      6: [h, 0],
      7: [h, w],
      8: [0, w],
    };
    for (let o = 1; o <= 8; o++) {
      const t = orientationTransform(o, w, h);
      expect([t.width, t.height]).toEqual(o >= 5 ? [h, w] : [w, h]);
      expect(apply(t.matrix, 0, 0)).toEqual(expectedTopLeft[o]);
      for (const [x, y] of [
        [0, 0],
        [w, 0],
        [0, h],
        [w, h],
      ] as const) {
        const [X, Y] = apply(t.matrix, x, y);
        expect(X).toBeGreaterThanOrEqual(0);
        expect(Y).toBeGreaterThanOrEqual(0);
        expect(X).toBeLessThanOrEqual(t.width);
        expect(Y).toBeLessThanOrEqual(t.height);
      }
    }
  });

  it('fits 1920 px on the long side and 16,777,216 px of canvas, never enlarging', () => {
    expect(fitSize(4032, 3024)).toEqual({ width: 1920, height: 1440 });
    expect(fitSize(800, 600)).toEqual({ width: 800, height: 600 });
    const big = fitSize(10000, 10000, 100000);
    expect(big.width * big.height).toBeLessThanOrEqual(16_777_216);
  });
});
