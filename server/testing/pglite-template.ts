import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory that each test server starts from a copy of. */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Makes the template once per test run (global-setup.ts): a new PGlite spends about two seconds in
 * its own initdb and the migrations; a copy of a ready directory opens in about half a second.
 */
export async function makePgliteTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-template-'));
  const database = await openDatabase({ databaseUrl: null, dataDir });
  // as the harness seeds: without public holidays, which it adds for the suites that ask
  await seedIfEmpty(database.db, { publicHolidays: false });
  await database.close();
  return dataDir;
}

/** Gives `dataDir` the template's database, when the run made one; false when it did not. */
export function copyPgliteTemplate(dataDir: string): boolean {
  const template = inject('pgliteTemplate');
  if (!template) return false;
  cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return true;
}
