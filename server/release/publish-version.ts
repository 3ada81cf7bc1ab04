/**
 * `npm run release -- <version> [--notes "text"]`: publishes an app release.
 *
 * - Sets the USERDEV dictionary entry (all three languages) to <version>: phones compare it with
 *   their stored `versionApp` (docs/product.md#version-check) and, when it is greater, update their
 *   service worker.
 * - Inserts an `app_releases` row; its `minSupportedVersion` is the previous release, so the API
 *   keeps serving tabs still running the previous build.
 *
 * Runs against the same database as the server: `DATABASE_URL` (PostgreSQL) or PGlite under
 * `DATA_DIR` (default ./data). PGlite is single-process: stop the server first (or run the release
 * against PostgreSQL, where the server may keep running; it caches dictionary answers for a short while).
 */
import { readConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { publishVersionIn, type PublishResult } from '../content/publish-release';

export async function publishVersion(db: Db, version: string, notes = '', companyId = 1): Promise<PublishResult> {
  return db.transaction((tx) => publishVersionIn(tx, version, { notes, companyId }));
}

async function main(argv: string[]): Promise<number> {
  const notesAt = argv.indexOf('--notes');
  const notes = notesAt >= 0 ? (argv[notesAt + 1] ?? '') : '';
  const version = argv.filter((a, i) => !a.startsWith('--') && (notesAt < 0 || i !== notesAt + 1))[0];
  if (!version) {
    console.error('usage: npm run release -- <version> [--notes "what changed"]');
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    const result = await publishVersion(database.db, version, notes);
    console.log(
      `Released ${result.version} (previous ${result.previous ?? 'none'}; the API accepts ${result.minSupportedVersion} and newer) on ${database.kind}`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && /publish-version\.ts$/.test(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2));
}
