/** Test helpers for the multipart upload call (used by the server suites, not by the server). */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { HeaderName } from '../../src/shared/contract/headers';
import { UPLOAD_IMAGE_PATH, type UploadedImage } from '../../src/shared/contract/uploads';
import { signUpload } from '../../src/shared/lib/upload-signature';
import type { Session, TestServer } from './harness';

export interface UploadOptions {
  filename?: string;
  type?: string;
  language?: string;
  /** Sent and signed; a fresh one unless given (as the app does); `null` sends none. */
  idempotencyKey?: string | null;
  signature?: string;
  /** When the photo was taken (epoch ms), as the outbox sends it. */
  capturedAt?: number;
}

export type Envelope<T> = { code: number; data: T; msg: string };

/** POSTs one file as the app does: multipart, signed over the path and the file's SHA-256. */
export async function uploadImage(
  server: TestServer,
  session: Session | null,
  bytes: Uint8Array,
  purpose: string,
  options: UploadOptions = {},
): Promise<{ status: number; body: Envelope<UploadedImage>; headers: Headers }> {
  const form = new FormData();
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  form.set('purpose', purpose);
  if (options.capturedAt !== undefined) form.set('capturedAt', String(options.capturedAt));
  form.set('file', new Blob([copy], { type: options.type ?? 'image/jpeg' }), options.filename ?? 'photo.jpg');
  const headers: Record<string, string> = {
    channel: '8',
    sys: '10',
    version: '1.0.0',
    language: options.language ?? 'en_us',
    userKey: session?.userKey ?? '',
  };
  const key = options.idempotencyKey === null ? undefined : (options.idempotencyKey ?? randomUUID());
  if (key !== undefined) headers[HeaderName.idempotencyKey] = key;
  if (session)
    headers.signature = options.signature ?? (await signUpload(session.secret, UPLOAD_IMAGE_PATH, copy, key ?? ''));
  const response = await fetch(`${server.baseUrl}${UPLOAD_IMAGE_PATH}`, { method: 'POST', headers, body: form });
  return {
    status: response.status,
    body: (await response.json()) as Envelope<UploadedImage>,
    headers: response.headers,
  };
}

/** A small JPEG of one colour. */
export const smallJpeg = (width = 64, height = 48, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Uploads a fresh small image and returns its id (fails the test when the upload is refused). */
export async function uploadedId(server: TestServer, session: Session, purpose: string): Promise<string> {
  const res = await uploadImage(server, session, await smallJpeg(), purpose);
  if (res.body.code !== 200) throw new Error(`upload refused: ${res.body.msg}`);
  return res.body.data.id;
}
