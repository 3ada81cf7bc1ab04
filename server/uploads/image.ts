import heicDecode from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { ResultCode } from '../../src/shared/contract/codes';
import { AppError } from '../http/errors';

/** Decompression-bomb guard: no image over this many pixels is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Stored images are at most this many pixels on their long side. */
export const MAX_OUTPUT_SIDE = 2560;
export const JPEG_QUALITY = 82;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
/** ISO-BMFF major brands of HEIC/HEIF stills and sequences (iPhone photos are 'heic'). */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The image type by its first bytes; the file name and the declared type are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && heifBrands.has(ascii(bytes, 8, 12))) return 'heif';
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  mime: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

const tooManyPixels = () =>
  new AppError(ResultCode.validation, 'imageTooManyPixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 });
const unreadable = () => new AppError(ResultCode.validation, 'imageUnreadable');
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** HEIC/HEIF through libheif (heic-decode), checking the declared size before decoding any pixel. */
async function openHeif(bytes: Uint8Array): Promise<Sharp> {
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    throw unreadable();
  }
  try {
    const first = images[0];
    if (!first) throw unreadable();
    if (first.width * first.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    const { width, height, data } = await first.decode().catch(() => {
      throw unreadable();
    });
    // libheif applies the container's rotation and mirroring itself; the pixels come out upright
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
      limitInputPixels: MAX_INPUT_PIXELS,
    });
  } finally {
    images.dispose();
  }
}

/**
 * Decodes and re-encodes an image: upright by its EXIF orientation, at most MAX_OUTPUT_SIDE on
 * the long side, every metadata block dropped (EXIF with GPS, XMP, IPTC, comments; colours
 * converted to sRGB), as JPEG, or WebP when the image has transparency (signatures).
 */
export async function processImage(bytes: Uint8Array, kind: ImageKind): Promise<ProcessedImage> {
  let input: Sharp;
  let hasAlpha: boolean;
  if (kind === 'heif') {
    input = await openHeif(bytes);
    hasAlpha = false;
  } else {
    input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata().catch((error: unknown) => {
      throw isPixelLimit(error) ? tooManyPixels() : unreadable();
    });
    // the header's size is known before decoding: refuse bombs without spending memory on them
    if (!meta.width || !meta.height) throw unreadable();
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    hasAlpha = meta.hasAlpha;
  }
  const pipeline = input
    .rotate()
    .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true })
    .timeout({ seconds: 30 });
  const encoded = hasAlpha
    ? pipeline.webp({ quality: JPEG_QUALITY, alphaQuality: 90 })
    : // libjpeg-turbo, not mozjpeg: about 9× faster here for a few % more bytes, and a workshop's
      // queue of hundreds of photos waits on this encoder
      pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: false });
  try {
    // no withMetadata()/keepMetadata(): sharp writes none of the input's metadata
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, mime: hasAlpha ? 'image/webp' : 'image/jpeg', width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    throw unreadable();
  }
}
