import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { VapidConfig } from '../config';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';

const PUBLIC_NAME = 'vapid-public';
const PRIVATE_NAME = 'vapid-private';

/** A usable key pair: configured, or shared through the database. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Makes every process on one database push with one key pair when VAPID_* are unset, as
 * `shareMediaKey` does for the media key: the first process stores a fresh pair in server_keys
 * (both rows in one statement, so a pair is never half written), every other one reads it, and
 * the pair goes into `config.vapid`. Called at start, and again lazily by whoever needs the keys.
 */
export async function shareVapidKeys(db: Db, config: { vapid: VapidConfig }): Promise<VapidKeys> {
  const { vapid } = config;
  if (!vapid.publicKey || !vapid.privateKey) {
    const fresh = webpush.generateVAPIDKeys();
    await db
      .insert(serverKeys)
      .values([
        { name: PUBLIC_NAME, value: fresh.publicKey },
        { name: PRIVATE_NAME, value: fresh.privateKey },
      ])
      .onConflictDoNothing();
    const rows = await db
      .select({ name: serverKeys.name, value: serverKeys.value })
      .from(serverKeys)
      .where(inArray(serverKeys.name, [PUBLIC_NAME, PRIVATE_NAME]));
    const stored = new Map(rows.map((row) => [row.name, row.value]));
    const publicKey = stored.get(PUBLIC_NAME);
    const privateKey = stored.get(PRIVATE_NAME);
    if (!publicKey || !privateKey) throw new Error('server_keys has no VAPID key pair');
    vapid.publicKey = publicKey;
    vapid.privateKey = privateKey;
  }
  return { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: vapid.subject };
}
