import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';

/**
 * Signed media addresses: `/media/uploads/<id>?exp=<unix s>&sig=<hex HMAC-SHA256(key, id \n exp)>`.
 * An API answer hands one to a caller allowed to see the image (`canView`), so `<img src>` works
 * without headers. Expiry is rounded up to the hour so the same image keeps the same address (and
 * browser cache) for a while; addresses live between MEDIA_URL_TTL_SECONDS and one hour more.
 */
export const MEDIA_URL_TTL_SECONDS = 6 * 3600;
export const MEDIA_PATH_PREFIX = '/media/uploads/';

const keys = new Map<string, Buffer>();

/**
 * Makes every process on one database sign with one key when MEDIA_URL_SECRET is unset: the first
 * process to start stores a random key in server_keys, every other one reads it, and the key goes
 * into `config.mediaUrlSecret`. Called once at start, before the server listens.
 */
export async function shareMediaKey(db: Db, config: Pick<ServerConfig, 'mediaUrlSecret'>): Promise<void> {
  if (config.mediaUrlSecret) return;
  const name = 'media-url';
  await db
    .insert(serverKeys)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error('server_keys has no media-url key');
  config.mediaUrlSecret = row.value;
}

/** MEDIA_URL_SECRET (or the database's key, see shareMediaKey), else a random key kept under DATA_DIR. */
function keyFor(config: Pick<ServerConfig, 'mediaUrlSecret' | 'dataDir'>): Buffer {
  if (config.mediaUrlSecret) return Buffer.from(config.mediaUrlSecret, 'utf8');
  const cached = keys.get(config.dataDir);
  if (cached) return cached;
  const file = path.join(config.dataDir, 'media-url.key');
  let key: Buffer;
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
  if (key.length < 16) throw new Error(`media URL key in ${file} is too short`);
  keys.set(config.dataDir, key);
  return key;
}

const mac = (key: Buffer, id: string, exp: number) => createHmac('sha256', key).update(`${id}\n${exp}`).digest('hex');

export type MediaConfig = Pick<ServerConfig, 'mediaUrlSecret' | 'dataDir'>;

/** A signed address for an upload, for a caller already allowed to see it. */
export function signedMediaUrl(config: MediaConfig, id: string, now: Date): string {
  const exp = Math.ceil((now.getTime() / 1000 + MEDIA_URL_TTL_SECONDS) / 3600) * 3600;
  return `${MEDIA_PATH_PREFIX}${id}?exp=${exp}&sig=${mac(keyFor(config), id, exp)}`;
}

/** True when `exp` and `sig` are a live signature for `id`. */
export function verifyMediaSignature(
  config: MediaConfig,
  id: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expires = Number(exp);
  if (expires < now.getTime() / 1000) return false;
  const expected = Buffer.from(mac(keyFor(config), id, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

/** Avatars are addressed without a signature (see access.ts); this is the address stored on the user. */
export const avatarUrlOf = (id: string) => `${MEDIA_PATH_PREFIX}${id}`;
