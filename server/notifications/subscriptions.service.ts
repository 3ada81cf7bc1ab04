import { and, asc, eq } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PushDevice } from '../../src/shared/contract/notifications';
import type { Db } from '../db/client';
import { notificationSettings, pushSubscriptions } from '../db/schema';
import { AppError } from '../http/errors';
import type { Lang } from '../i18n/language';

/**
 * A push endpoint the server will post to: https only (a push service), except loopback over
 * http outside production (the test push service). Anything else is refused, so the server is
 * never made to post to an address of the caller's choosing inside the network.
 */
export function checkEndpoint(endpoint: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AppError(ResultCode.validation, 'fieldInvalid', { field: 'endpoint' });
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  const ok =
    url.protocol === 'https:' ? (production ? !loopback : true) : !production && loopback && url.protocol === 'http:';
  if (!ok || url.username || url.password)
    throw new AppError(ResultCode.validation, 'fieldInvalid', { field: 'endpoint' });
  return url.toString();
}

/** The language of the caller's SMS notices follows the language they last set notices up in. */
export async function rememberLanguage(db: Db, userId: number, lang: Lang, now: Date) {
  await db
    .insert(notificationSettings)
    .values({ userId, language: lang, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { language: lang, updatedAt: now } });
}

/**
 * Keeps one browser's subscription. An endpoint belongs to one browser profile: subscribed again
 * (another account logged in on it, new keys, new language) it moves to the caller with its keys.
 */
export async function subscribe(
  db: Db,
  userId: number,
  input: { endpoint: string; keys: { p256dh: string; auth: string }; appVersion: string },
  lang: Lang,
  now: Date,
) {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: lang,
    appVersion: input.appVersion,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  await rememberLanguage(db, userId, lang, now);
  return { subscribed: true as const };
}

/** Forgets the caller's subscription of this endpoint; no further notice goes to it. */
export async function unsubscribe(db: Db, userId: number, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return { removed: removed.length > 0 };
}

export async function devices(
  db: Db,
  userId: number,
  endpoint: string | undefined,
): Promise<{ devices: PushDevice[] }> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  return {
    devices: rows.map((row) => ({
      id: row.id,
      language: row.language,
      appVersion: row.appVersion,
      createdAt: row.createdAt.toISOString(),
      lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
      thisDevice: endpoint !== undefined && row.endpoint === endpoint,
    })),
  };
}
