import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { shareMediaKey, signedMediaUrl, verifyMediaSignature } from './media-url';

const dir = mkdtempSync(path.join(os.tmpdir(), 'roda-media-key-'));
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: dir });
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

it('gives every process on one database the same media key, so an address signed by one verifies on another', async () => {
  // two processes: their own data directories, one database, no MEDIA_URL_SECRET
  const first = { mediaUrlSecret: null as string | null, dataDir: path.join(dir, 'a') };
  const second = { mediaUrlSecret: null as string | null, dataDir: path.join(dir, 'b') };
  await shareMediaKey(database.db, first);
  await shareMediaKey(database.db, second);
  expect(first.mediaUrlSecret).toMatch(/^[0-9a-f]{64}$/);
  expect(second.mediaUrlSecret).toBe(first.mediaUrlSecret);
  const now = new Date();
  const url = new URL(signedMediaUrl(first, 'AAAAAAAAAAAAAAAAAAAAAA', now), 'http://x');
  const [exp, sig] = [url.searchParams.get('exp') ?? undefined, url.searchParams.get('sig') ?? undefined];
  expect(verifyMediaSignature(second, 'AAAAAAAAAAAAAAAAAAAAAA', exp, sig, now)).toBe(true);
  // a configured key wins and is left alone
  const configured = { mediaUrlSecret: 'from-the-environment-0123456789abcdef', dataDir: dir };
  await shareMediaKey(database.db, configured);
  expect(configured.mediaUrlSecret).toBe('from-the-environment-0123456789abcdef');
});
