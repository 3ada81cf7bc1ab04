/**
 * Publishing an app release (docs/architecture.md#updates): USERDEV moves and an app_releases row
 * is written in one transaction. `npm run release` (server/release/publish-version.ts) and the back
 * office's publish call (server/office/releases) both run this code.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appReleases, dictionary, type Localized } from '../db/schema';

export const VERSION_PATTERN = /^\d+(\.\d+){0,3}$/;

/** "1.2.3" → 123: the comparison the app makes (dots removed, numeric). */
export function versionNumber(version: string): number {
  return Number(version.replace(/\./g, ''));
}

export interface PublishResult {
  version: string;
  previous: string | null;
  minSupportedVersion: string;
}

export interface PublishOptions {
  /** Plain text (the command) or the three languages (the back office); English is kept in `notes`. */
  notes?: string | Localized;
  /** The oldest version the API keeps serving; default the previous release. */
  minSupportedVersion?: string;
  companyId?: number;
}

/** Refusals of a publish, by text key (the office answers them localised, the command in English). */
export class PublishRefusal extends Error {
  constructor(
    readonly key: 'releaseVersionFormat' | 'releaseNotNewer' | 'releaseMinTooNew',
    readonly params: Record<string, string>,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Publishes `version` in the caller's transaction (the office's call) — `publishVersion` opens one for
 * the command. The same code for both: USERDEV moves and an app_releases row is written together.
 */
export async function publishVersionIn(tx: Db, version: string, options: PublishOptions = {}): Promise<PublishResult> {
  const { notes = '', companyId = 1 } = options;
  if (!VERSION_PATTERN.test(version)) {
    throw new PublishRefusal(
      'releaseVersionFormat',
      { version },
      `Not a version: ${version} (use digits and dots, e.g. 1.0.1)`,
    );
  }
  // one publish at a time: the newest release row decides what "newer" means
  await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
  const [latest] = await tx
    .select()
    .from(appReleases)
    .orderBy(desc(appReleases.releasedAt), desc(appReleases.id))
    .limit(1);
  const previous = latest?.version ?? null;
  if (previous !== null && versionNumber(version) <= versionNumber(previous)) {
    throw new PublishRefusal(
      'releaseNotNewer',
      { version, previous },
      `Version ${version} is not newer than the current release ${previous}`,
    );
  }
  const minSupportedVersion = options.minSupportedVersion ?? previous ?? version;
  if (!VERSION_PATTERN.test(minSupportedVersion) || versionNumber(minSupportedVersion) > versionNumber(version)) {
    throw new PublishRefusal(
      'releaseMinTooNew',
      { version, min: minSupportedVersion },
      `The minimum supported version ${minSupportedVersion} must be a version no newer than ${version}`,
    );
  }
  const content = { en: version, ms: version, zh: version };
  const updated = await tx
    .update(dictionary)
    .set({ content })
    .where(and(eq(dictionary.companyId, companyId), eq(dictionary.dictionaryId, 'USERDEV')))
    .returning({ id: dictionary.id });
  if (updated.length === 0) {
    await tx.insert(dictionary).values({ companyId, dictionaryId: 'USERDEV', labelName: 'version', content, sort: 1 });
  }
  const localized = typeof notes === 'string' ? null : notes;
  await tx.insert(appReleases).values({
    version,
    minSupportedVersion,
    notes: typeof notes === 'string' ? notes : notes.en,
    notesLocalized: localized,
  });
  return { version, previous, minSupportedVersion };
}
