import { fitSize, orientationTransform, readExifOrientation } from './exif';

/**
 * Compresses a photo in the browser before it is queued (docs/architecture.md#outbox): upright for every EXIF
 * orientation, at most 1920 px on the long side (and 16,777,216 px of canvas), re-encoded as JPEG
 * through a canvas (which drops EXIF, GPS included) to about 1 MB. No library, works offline.
 */
export const TARGET_BYTES = 1_000_000;
const QUALITIES = [0.82, 0.72, 0.62, 0.5];

export interface CompressedImage {
  data: ArrayBuffer;
  mime: 'image/jpeg';
  width: number;
  height: number;
  capturedBytes: number;
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  /** True when the decoder already applied the EXIF orientation. */
  upright: boolean;
  close(): void;
}

async function decode(blob: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, upright: true, close: () => bitmap.close() };
    } catch {
      // older engines reject the options bag: fall back to <img>
    }
  }
  const url = URL.createObjectURL(blob);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  // engines that know `image-orientation` draw <img> upright themselves
  const upright = typeof CSS !== 'undefined' && CSS.supports?.('image-orientation', 'from-image') === true;
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, upright, close: () => undefined };
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function encode(canvas: AnyCanvas, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas encoding failed'))), 'image/jpeg', quality),
  );
}

function draw(decoded: Decoded, orientation: number, maxLong: number): AnyCanvas {
  const applied = decoded.upright ? 1 : orientation;
  // upright size first, then fit it; the transform works in the scaled raw size
  const upright = orientationTransform(applied, decoded.width, decoded.height);
  const fitted = fitSize(upright.width, upright.height, maxLong);
  const scale = fitted.width / upright.width;
  const rawW = Math.round(decoded.width * scale);
  const rawH = Math.round(decoded.height * scale);
  const { matrix } = orientationTransform(applied, rawW, rawH);
  const canvas = makeCanvas(fitted.width, fitted.height);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#fff'; // JPEG has no transparency
  ctx.fillRect(0, 0, fitted.width, fitted.height);
  ctx.setTransform(...matrix);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(decoded.source, 0, 0, rawW, rawH);
  return canvas;
}

export async function compressImage(blob: Blob, targetBytes = TARGET_BYTES): Promise<CompressedImage> {
  const bytes = await blob.arrayBuffer();
  const orientation = readExifOrientation(bytes);
  const decoded = await decode(blob);
  try {
    let maxLong = 1920;
    let best: { blob: Blob; width: number; height: number } | null = null;
    for (let round = 0; round < 4; round++) {
      const canvas = draw(decoded, orientation, maxLong);
      for (const quality of QUALITIES) {
        const out = await encode(canvas, quality);
        if (!best || out.size < best.blob.size) best = { blob: out, width: canvas.width, height: canvas.height };
        if (out.size <= targetBytes) {
          return {
            data: await out.arrayBuffer(),
            mime: 'image/jpeg',
            width: canvas.width,
            height: canvas.height,
            capturedBytes: blob.size,
          };
        }
      }
      maxLong = Math.round(maxLong * 0.8);
    }
    const chosen = best as { blob: Blob; width: number; height: number };
    return {
      data: await chosen.blob.arrayBuffer(),
      mime: 'image/jpeg',
      width: chosen.width,
      height: chosen.height,
      capturedBytes: blob.size,
    };
  } finally {
    decoded.close();
  }
}
