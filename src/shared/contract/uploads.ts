import { z } from 'zod';

/**
 * The one upload call. It is NOT a JSON call, so it is not in `allCalls`; the server mounts it as
 * its own route (server/uploads/uploads.routes.ts) with the same envelope, session and idempotency.
 *
 * POST /api/app/upload/image, `multipart/form-data` with two fields and an optional third:
 *   - `file`: the image bytes (JPEG, PNG, WebP or HEIC/HEIF, judged by content, not by name), at most 10 MB;
 *   - `purpose`: one of `uploadPurposes`;
 *   - `capturedAt`: when the photo was taken (queued), epoch ms; the outbox sends it, the office's
 *     dashboard reads the upload lag from it (ignored unless within the last 30 days; not signed).
 * Headers as for every call (`userKey`, `language`, `Idempotency-Key` optional). The `signature`
 * header is `t=<unix s>,v1=<hex>` with v1 = HMAC-SHA256(secret, `t \n path \n sha256hex(file bytes)`):
 * for multipart calls the signed body hash is the SHA-256 of the raw file bytes (not of the
 * multipart body, whose boundary the browser chooses). See `signUpload` in src/shared/lib/upload-signature.ts.
 *
 * The answer's `url` is a short-lived signed address (`/media/uploads/<id>?exp=&sig=`) usable in
 * `<img src>`; other calls that return images sign fresh addresses each time.
 */
export const UPLOAD_IMAGE_PATH = '/api/app/upload/image';

export const uploadPurposes = [
  'avatar',
  'feedback',
  'complaint',
  'handover',
  'return',
  'group',
  'signature',
  'oldFilm',
  /** Photos of extra work found on the car (a finding). */
  'finding',
  /** The back office's pictures (the company only), shown to everyone without a signed address. */
  'banner',
  'product',
] as const;
/** Purposes anyone may view by the plain address `/media/uploads/<id>` (no signature). */
export const PUBLIC_UPLOAD_PURPOSES: readonly UploadPurposeName[] = ['avatar', 'banner', 'product'];
type UploadPurposeName = (typeof uploadPurposes)[number];
export const uploadPurposeSchema = z.enum(uploadPurposes);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/** Uploads over 10 MB are refused (docs/product.md#upload-rules). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** An upload id as the server issues it (128 random bits, base64url). */
export const uploadId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const uploadImageResponse = z.object({
  id: z.string(),
  purpose: uploadPurposeSchema,
  /** The re-encoded image: image/jpeg, or image/webp when the original had transparency. */
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type UploadedImage = z.infer<typeof uploadImageResponse>;
