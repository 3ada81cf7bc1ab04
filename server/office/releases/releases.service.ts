import { count, desc } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { appReleases, type Localized } from '../../db/schema';
import { AppError } from '../../http/errors';
import { publishVersionIn, PublishRefusal } from '../../content/publish-release';
import { requireAction } from '../../staff/permissions';
import { recordAudit } from '../audit';
import { adoptionOf, type AdoptionRecorder } from './adoption-recorder';

export async function releasePage(db: Db, user: SessionUser | null, q: { pageNo: number; pageSize: number }) {
  requireAction(user, 'officeReleasePublish');
  const [total] = await db.select({ n: count() }).from(appReleases);
  const rows = await db
    .select()
    .from(appReleases)
    .orderBy(desc(appReleases.releasedAt), desc(appReleases.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      version: r.version,
      minSupportedVersion: r.minSupportedVersion,
      notes: r.notesLocalized ?? { en: r.notes, ms: r.notes, zh: r.notes },
      releasedAt: r.releasedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** Publishes in the call's transaction with the command's code; its audit row in the same transaction. */
export async function publishRelease(
  db: Db,
  user: SessionUser | null,
  input: { version: string; minSupportedVersion: string; notes: Localized },
) {
  const me = requireAction(user, 'officeReleasePublish');
  try {
    const result = await publishVersionIn(db, input.version, {
      notes: input.notes,
      minSupportedVersion: input.minSupportedVersion,
    });
    await recordAudit(db, me, {
      action: 'releasePublish',
      subject: result.version,
      storeId: null,
      changes: [
        { field: 'version', before: result.previous ?? '', after: result.version },
        { field: 'minSupportedVersion', before: '', after: result.minSupportedVersion },
      ],
    });
    return result;
  } catch (error) {
    if (error instanceof PublishRefusal) throw new AppError(ResultCode.validation, error.key, error.params);
    throw error;
  }
}

/** Devices per version; this process's sightings are written first so the page is current. */
export async function releaseAdoption(
  db: Db,
  user: SessionUser | null,
  days: number,
  now: Date,
  recorder: AdoptionRecorder,
) {
  requireAction(user, 'officeReleasePublish');
  await recorder.flush();
  const versions = await adoptionOf(db, days, now);
  return { days, total: versions.reduce((n, v) => n + v.devices, 0), versions };
}
