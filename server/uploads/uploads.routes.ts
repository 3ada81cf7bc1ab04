import type { Context, Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { ResultCode } from '../../src/shared/contract/codes';
import { HeaderName, ResponseHeaderName } from '../../src/shared/contract/headers';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_IMAGE_PATH,
  uploadId,
  uploadPurposes,
  uploadPurposeSchema,
  type UploadedImage,
  type UploadPurpose,
  PUBLIC_UPLOAD_PURPOSES,
} from '../../src/shared/contract/uploads';
import { FEEDBACK_MAX_IMAGE_BYTES } from '../../src/shared/contract/support';
import { findSession } from '../auth/session.service';
import type { ServerDeps } from '../http/context';
import { answerHeader, sendEnvelope, successBody, type EnvelopeBody } from '../http/envelope';
import { AppError } from '../http/errors';
import { requireRate } from '../http/rate-limit';
import { sha256HexNode } from '../http/request-signature';
import { mountSignedRawRoute, type RawBodyReader } from '../http/signed-raw-route';
import { canView } from './access';
import { processImage, sniffImage } from './image';
import { MEDIA_PATH_PREFIX, signedMediaUrl, verifyMediaSignature } from './media-url';
import { storageFor, storageKeyOf } from './storage';
import { findUpload, storeUpload } from './uploads.service';

/** Room for the multipart envelope (boundary, part headers, the purpose field) around a 10 MB file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const customerPurposes = new Set<UploadPurpose>(['avatar', 'feedback', 'complaint']);

const tooLarge = (limit: string) => new AppError(ResultCode.bodyTooLarge, 'imageTooLarge', { limit });

/** The app's capture time (`capturedAt`, epoch ms): kept only when it is plausible (the last 30 days). */
function capturedAtOf(raw: File | string | null, now: Date): Date | null {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  const at = Number(raw);
  if (at < now.getTime() - CAPTURE_MAX_AGE_MS) return null;
  // a phone's clock a little ahead: the photo arrived now, not in the future
  return new Date(Math.min(at, now.getTime()));
}
const CAPTURE_MAX_AGE_MS = 30 * 86_400_000;

interface UploadForm {
  file: File;
  purpose: UploadPurpose;
  capturedAt: Date | null;
}

async function readForm(c: Context, now: Date): Promise<UploadForm> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new AppError(ResultCode.unsupportedMediaType, 'uploadMultipart');
  }
  // the size was held to the limit before the handler ran (the route's bodyLimit, mounted below)
  const body = Buffer.from(await c.req.arrayBuffer());
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError(ResultCode.validation, 'uploadMultipart');
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new AppError(ResultCode.validation, 'uploadFileMissing');
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge('10 MB');
  const purpose = uploadPurposeSchema.safeParse(form.get('purpose'));
  if (!purpose.success) {
    throw new AppError(ResultCode.validation, 'fieldOneOf', { field: 'purpose', options: uploadPurposes.join(', ') });
  }
  return { file, purpose: purpose.data, capturedAt: capturedAtOf(form.get('capturedAt'), now) };
}

const newUploadId = () => randomBytes(16).toString('base64url');

/** The upload's body: multipart, signed over the SHA-256 of the file bytes (the browser picks the boundary). */
const multipartImage: RawBodyReader<UploadForm & { bytes: Uint8Array; fileSha256: string }> = {
  async read(c, now) {
    const form = await readForm(c, now);
    const bytes = new Uint8Array(await form.file.arrayBuffer());
    const fileSha256 = sha256HexNode(bytes);
    return { sha256: fileSha256, checked: () => ({ ...form, bytes, fileSha256 }) };
  },
};

/**
 * POST /api/app/upload/image (multipart, a signed raw route with its own 10 MB limit, held while the
 * body streams in) and GET /media/uploads/:id.
 */
export function mountUploadRoutes(app: Hono, deps: ServerDeps) {
  const storage = storageFor(deps.config, deps.database.db);

  mountSignedRawRoute(app, deps, {
    path: UPLOAD_IMAGE_PATH,
    mutating: true,
    bodyLimit: { bytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, names: MAX_UPLOAD_BYTES, text: 'imageTooLarge' },
    // customers and staff alike; which purposes each may use is checked below, once the form is read
    permit: (user) => user,
    body: multipartImage,
    answer: async ({ c, caller: user, input, key, lang, now }) => {
      const { purpose, capturedAt, bytes, fileSha256 } = input;
      // decoding and re-encoding is the costliest thing a caller can ask for: a budget per user
      await requireRate(deps.database.db, `upload:u:${user.id}`, deps.config.rateLimits.uploadsPerUser, now);
      if (user.role === 'customer' && !customerPurposes.has(purpose)) {
        throw new AppError(ResultCode.forbidden, 'forbidden');
      }
      // the office's public pictures: the company's to add
      if ((purpose === 'banner' || purpose === 'product') && user.role !== 'company') {
        throw new AppError(ResultCode.forbidden, 'forbidden');
      }
      if (purpose === 'feedback' && bytes.byteLength > FEEDBACK_MAX_IMAGE_BYTES) throw tooLarge('5 MB');
      const kind = sniffImage(bytes);
      if (!kind) throw new AppError(ResultCode.validation, 'imageType');
      const image = await processImage(bytes, kind);

      const id = newUploadId();
      const storageKey = storageKeyOf({ id, mime: image.mime });
      await storage.put(storageKey, image.data, image.mime);
      const scope = `u:${user.id}`;
      let outcome: { body: EnvelopeBody; replayed: boolean };
      try {
        outcome = await storeUpload(deps.database, {
          scope,
          key,
          purpose,
          fileSha256,
          upload: { id, ownerId: user.id, image, sourceBytes: bytes.byteLength, capturedAt },
          answer: (data) => successBody(data, lang),
          url: signedMediaUrl(deps.config, id, now),
          now,
        });
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
      if (outcome.replayed) {
        await storage.delete(storageKey).catch(() => undefined);
        answerHeader(c, ResponseHeaderName.idempotentReplayed, 'true');
        // the stored address may have expired since: sign it again
        const data = outcome.body.data as UploadedImage | undefined;
        if (outcome.body.code === ResultCode.ok && data?.id) {
          outcome.body = { ...outcome.body, data: { ...data, url: signedMediaUrl(deps.config, data.id, now) } };
        }
      }
      return sendEnvelope(c, outcome.body);
    },
  });

  app.get(`${MEDIA_PATH_PREFIX}:id`, async (c) => {
    const id = c.req.param('id');
    const notFound = () => c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    if (!uploadId.safeParse(id).success) return notFound();
    const upload = await findUpload(deps.database.db, id);
    if (!upload) return notFound();
    const now = new Date();
    const exp = c.req.query('exp');
    let allowed =
      (PUBLIC_UPLOAD_PURPOSES as readonly string[]).includes(upload.purpose) ||
      verifyMediaSignature(deps.config, id, exp, c.req.query('sig'), now);
    if (!allowed) {
      const userKey = c.req.header(HeaderName.userKey) ?? '';
      const session = userKey ? await findSession(deps.database.db, userKey, now) : null;
      allowed = await canView(deps.database.db, upload, session?.user ?? null);
    }
    if (!allowed) return notFound();
    const etag = `"${upload.id}"`;
    const maxAge = exp ? Math.max(0, Math.min(3600, Number(exp) - Math.floor(now.getTime() / 1000))) : 3600;
    const headers = {
      'Content-Type': upload.mime,
      'Cache-Control': `private, max-age=${maxAge}`,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    // streamed from the store (a file, or chunk rows of the database): never the whole image in memory
    const file = await storage.stream(storageKeyOf(upload));
    if (!file) return notFound();
    return c.body(file.body, 200, {
      ...headers,
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes),
    });
  });
}
