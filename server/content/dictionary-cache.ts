import type { Database } from '../db/client';
import { createTtlCache } from '../http/ttl-cache';
import type { Lang } from '../i18n/language';
import type { dictionaryItems } from './content.service';

type Items = Awaited<ReturnType<typeof dictionaryItems>>;

/**
 * dictionary-info's cache. Dictionary texts change only on a release or an office edit; a short
 * TTL keeps every process fresh enough (a change shows within seconds) while the hot path skips
 * the database. One cache per database handle (test servers in one process never share
 * answers across databases).
 */
const TTL_MS = 5_000;
const caches = new WeakMap<Database, ReturnType<typeof createTtlCache<string, Items>>>();

export const dictionaryCacheKey = (companyId: number, dictionaryId: string, lang: Lang) =>
  `${companyId}|${dictionaryId}|${lang}`;

export function dictionaryCacheOf(database: Database) {
  let cache = caches.get(database);
  if (!cache) {
    cache = createTtlCache<string, Items>(TTL_MS);
    caches.set(database, cache);
  }
  return cache;
}

/**
 * Drops this process's cached answers of one dictionary, in every language, after an office edit
 * committed: the editor's next read (and every reader's on this process) shows the change at once.
 * Other processes behind the same database have their own caches and catch up when their entries
 * expire, within TTL_MS (5 s); no cross-process signal is worth that short a wait.
 */
export function forgetDictionary(database: Database, companyId: number, dictionaryId: string) {
  const cache = dictionaryCacheOf(database);
  for (const lang of ['en', 'ms', 'zh'] as const) cache.forget(dictionaryCacheKey(companyId, dictionaryId, lang));
}
