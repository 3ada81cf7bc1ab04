import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD_IMAGE_PATH, type UploadedImage, type UploadPurpose } from '../../src/shared/contract/uploads';
import { ResultCode } from '../../src/shared/contract/codes';
import { bracketedTransaction } from '../db/bracketed-transaction';
import type { Database, Db } from '../db/client';
import { uploads } from '../db/schema';
import type { EnvelopeBody } from '../http/envelope';
import { AppError } from '../http/errors';
import { answerOfClaimedKey, claimStatement, requestHash, storeStatement } from '../idempotency/idempotency.service';
import type { ProcessedImage } from './image';
import type { UploadRow } from './access';
import { signedMediaUrl, type MediaConfig } from './media-url';

/**
 * The caller's own uploads of one purpose, in the order asked for. An id that is not the caller's,
 * not of that purpose or unknown is refused as 'Image n was not found' (n counts from 1), so a
 * stranger's upload id reveals nothing.
 */
export async function requireOwnUploads(
  db: Db,
  ownerId: number,
  ids: readonly string[],
  purpose: UploadPurpose,
): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.purpose, purpose), inArray(uploads.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id, index) => {
    const row = byId.get(id);
    if (!row) throw new AppError(ResultCode.validation, 'uploadNotUsable', { index: index + 1 });
    return row;
  });
}

/** Signed addresses for uploads the caller was found allowed to see. */
export const mediaUrls = (config: MediaConfig, ids: readonly string[], now: Date) =>
  ids.map((id) => signedMediaUrl(config, id, now));

/** An upload by its id, or null. */
export async function findUpload(db: Db, id: string): Promise<UploadRow | null> {
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return upload ?? null;
}

/**
 * Records a stored image in a transaction of its own, with its answer kept under the caller's
 * idempotency key; a key seen before answers what it answered then (`replayed`), and records nothing.
 */
export function storeUpload(
  database: Database,
  input: {
    scope: string;
    key: string | undefined;
    purpose: UploadPurpose;
    fileSha256: string;
    upload: { id: string; ownerId: number; image: ProcessedImage; sourceBytes: number; capturedAt?: Date | null };
    answer: (data: UploadedImage) => EnvelopeBody;
    url: string;
    now: Date;
  },
): Promise<{ body: EnvelopeBody; replayed: boolean }> {
  const { scope, key, purpose, fileSha256, upload, now } = input;
  const { id, image } = upload;
  const hash = key ? requestHash(UPLOAD_IMAGE_PATH, `${purpose}\n${fileSha256}`) : '';
  // the key's claim travels with BEGIN, its answer with COMMIT, as every call's (mount-call.ts)
  const claim = key ? [claimStatement(scope, key, UPLOAD_IMAGE_PATH, hash)] : [];
  return bracketedTransaction<{ body: EnvelopeBody; replayed: boolean }>(database, claim, async (db, [claimed]) => {
    if (key && claimed?.length === 0) {
      const stored = await answerOfClaimedKey(db, scope, key, UPLOAD_IMAGE_PATH, hash);
      return { value: { body: stored.body as EnvelopeBody, replayed: true }, last: null };
    }
    await db.insert(uploads).values({
      id,
      ownerId: upload.ownerId,
      purpose,
      mime: image.mime,
      bytes: image.data.byteLength,
      sourceBytes: upload.sourceBytes,
      width: image.width,
      height: image.height,
      capturedAt: upload.capturedAt ?? null,
      createdAt: now,
    });
    const data: UploadedImage = {
      id,
      purpose,
      mime: image.mime,
      bytes: image.data.byteLength,
      width: image.width,
      height: image.height,
      url: input.url,
    };
    const body = input.answer(data);
    const last = key ? storeStatement(scope, key, { httpStatus: 200, body }) : null;
    return { value: { body, replayed: false }, last };
  });
}
