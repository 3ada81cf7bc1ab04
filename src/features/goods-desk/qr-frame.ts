/*
 * Reading a pickup code from one camera frame where the browser has no BarcodeDetector (Chromium on
 * Linux and Windows, Firefox, Safari on the desktop). `qr` is a small pure-JavaScript QR decoder,
 * maintained, with no dependencies and no WebAssembly: about 15 KB gzip, loaded only when the
 * scanner opens, and nothing to fetch from elsewhere (docs/decisions/026-qr-scanning.md).
 */
import { decodeQR } from 'qr/decode.js';
import { pickupCodeOf } from './scanned-code';

/** Pixels of one frame, as a canvas's `getImageData` gives them (RGBA). */
export interface Frame {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** The longest side a frame is decoded at: a code held up to the camera stays many pixels a module. */
export const FRAME_SIDE = 960;

/** The size to draw a video frame at: its own, or scaled down to `FRAME_SIDE` on its longest side. */
export function frameSize(width: number, height: number, side = FRAME_SIDE): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The six-digit pickup code of the QR code in the frame; null when none can be read (the next frame may). */
export function pickupCodeInFrame(frame: Frame): string | null {
  try {
    return pickupCodeOf(decodeQR(frame, { format: 'RGBA' }));
  } catch {
    return null;
  }
}
