import { createStore, del, entries, get, getMany, set, setMany, update, type UseStore } from 'idb-keyval';
import type { OutboxEntry, OutboxSession } from './types';

/**
 * IndexedDB through idb-keyval, opened the same way by the page and the service worker:
 * `roda-outbox/entries` holds the entries by id (small records), `roda-outbox-files/files` the
 * photo bytes by entry id, `roda-outbox-meta/meta` the sequence counter, the mirrored session,
 * the results of sent uploads (for later entries that reference them).
 *
 * The bytes live apart because the queue is listed on every step of a send and on every change
 * the UI hears of: with 400 photos inline, each listing read hundreds of megabytes.
 */
let entryStore: UseStore | null = null;
let fileStore: UseStore | null = null;
let metaStore: UseStore | null = null;
const entriesDb = () => (entryStore ??= createStore('roda-outbox', 'entries'));
const filesDb = () => (fileStore ??= createStore('roda-outbox-files', 'files'));
const metaDb = () => (metaStore ??= createStore('roda-outbox-meta', 'meta'));

/** Tests open fresh databases (fake-indexeddb). */
export function resetStoresForTests(): void {
  entryStore = null;
  fileStore = null;
  metaStore = null;
}

export async function listEntries(): Promise<OutboxEntry[]> {
  const all = await entries<string, OutboxEntry>(entriesDb());
  return all.map(([, entry]) => entry).sort((a, b) => a.seq - b.seq);
}

export function getEntry(id: string): Promise<OutboxEntry | undefined> {
  return get<OutboxEntry>(id, entriesDb());
}

export function putEntry(entry: OutboxEntry): Promise<void> {
  return set(entry.id, entry, entriesDb());
}

/** Removes the entry, then its photo bytes (a crash between leaves only unreferenced bytes). */
export async function deleteEntry(id: string): Promise<void> {
  await del(id, entriesDb());
  await del(id, filesDb());
}

/** The photo bytes of an upload entry: inline for entries queued by older builds, else the files store. */
export async function readFile(entry: OutboxEntry): Promise<ArrayBuffer | undefined> {
  if (entry.body.kind !== 'upload') return undefined;
  return entry.body.file ?? (await get<ArrayBuffer>(entry.id, filesDb()));
}

/** Reserves `count` consecutive sequence numbers (atomic in one IndexedDB transaction). */
export async function reserveSeq(count: number): Promise<number> {
  let first = 0;
  await update<number>(
    'seq',
    (last) => {
      first = Math.max((last ?? 0) + 1, Date.now() * 1000);
      return first + count - 1;
    },
    metaDb(),
  );
  return first;
}

/**
 * Queues entries: the photo bytes first, then the entries without them, so that no entry is ever
 * listed whose bytes are not stored yet.
 */
export async function addEntries(list: OutboxEntry[]): Promise<void> {
  const files: [string, ArrayBuffer][] = [];
  const records = list.map((e): [string, OutboxEntry] => {
    if (e.body.kind !== 'upload' || !e.body.file) return [e.id, e];
    const { file, ...rest } = e.body;
    files.push([e.id, file]);
    return [e.id, { ...e, body: { ...rest, bytes: file.byteLength } }];
  });
  if (files.length > 0) await setMany(files, filesDb());
  await setMany(records, entriesDb());
}

export function readSession(): Promise<OutboxSession | undefined> {
  return get<OutboxSession>('session', metaDb());
}

export async function writeSession(session: OutboxSession | null): Promise<void> {
  if (session) await set('session', session, metaDb());
  else await del('session', metaDb());
}

/** The userKey that got 708: entries wait until the session changes. */
export function readBlockedUserKey(): Promise<string | undefined> {
  return get<string>('blockedUserKey', metaDb());
}

export async function writeBlockedUserKey(userKey: string | null): Promise<void> {
  if (userKey) await set('blockedUserKey', userKey, metaDb());
  else await del('blockedUserKey', metaDb());
}

/** The id an upload entry's answer carried, kept for entries queued behind it. */
export function writeResult(entryId: string, value: unknown): Promise<void> {
  return set(`result:${entryId}`, { value, at: Date.now() }, metaDb());
}

export async function readResults(entryIds: string[]): Promise<Map<string, unknown>> {
  const values = await getMany<{ value: unknown } | undefined>(
    entryIds.map((id) => `result:${id}`),
    metaDb(),
  );
  const map = new Map<string, unknown>();
  entryIds.forEach((id, i) => {
    const v = values[i];
    if (v) map.set(id, v.value);
  });
  return map;
}

export async function deleteResults(entryIds: string[]): Promise<void> {
  for (const id of entryIds) await del(`result:${id}`, metaDb());
}
