/**
 * EXIF orientation (1–8) of a JPEG and the canvas transform that draws it upright. Pure: used
 * where the browser cannot decode with `imageOrientation: 'from-image'`.
 */
export function readExifOrientation(buffer: ArrayBuffer): number {
  const view = new DataView(buffer);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00) return 1;
    const size = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966) {
      const tiff = offset + 10;
      if (tiff + 8 > view.byteLength) return 1;
      const little = view.getUint16(tiff) === 0x4949;
      const ifd = tiff + view.getUint32(tiff + 4, little);
      if (ifd + 2 > view.byteLength) return 1;
      const count = view.getUint16(ifd, little);
      for (let i = 0; i < count; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > view.byteLength) return 1;
        if (view.getUint16(entry, little) === 0x0112) {
          const value = view.getUint16(entry + 8, little);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    if (marker === 0xffda) return 1; // image data: no EXIF before it
    offset += 2 + size;
  }
  return 1;
}

/**
 * For an image stored `width` × `height` with EXIF `orientation`, the upright canvas size and the
 * transform (a, b, c, d, e, f for setTransform) under which drawImage(img, 0, 0, width, height) is upright.
 */
export function orientationTransform(
  orientation: number,
  width: number,
  height: number,
): { width: number; height: number; matrix: [number, number, number, number, number, number] } {
  const swap = orientation >= 5 && orientation <= 8;
  const W = swap ? height : width;
  const H = swap ? width : height;
  const matrices: Record<number, [number, number, number, number, number, number]> = {
    1: [1, 0, 0, 1, 0, 0],
    2: [-1, 0, 0, 1, width, 0],
    3: [-1, 0, 0, -1, width, height],
    4: [1, 0, 0, -1, 0, height],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, height, 0],
    7: [0, -1, -1, 0, height, width],
    8: [0, -1, 1, 0, 0, width],
  };
  return { width: W, height: H, matrix: matrices[orientation] ?? matrices[1]! };
}

export const MAX_LONG_SIDE = 1920;
/** iOS canvases over this many pixels come out blank (docs/architecture.md#outbox-traps). */
export const MAX_CANVAS_PIXELS = 16_777_216;

/** The output size: at most `maxLong` on the long side and `maxPixels` in area, never enlarged. */
export function fitSize(
  width: number,
  height: number,
  maxLong = MAX_LONG_SIDE,
  maxPixels = MAX_CANVAS_PIXELS,
): { width: number; height: number } {
  const scale = Math.min(1, maxLong / Math.max(width, height), Math.sqrt(maxPixels / (width * height)));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}
