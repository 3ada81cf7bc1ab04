import { and, eq, inArray } from 'drizzle-orm';
import type { UploadPurpose } from '../../src/shared/contract/uploads';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { AppError } from '../http/errors';
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
