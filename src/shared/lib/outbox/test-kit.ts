import type { RawAnswer } from './classify';
import { IDBFactory } from 'fake-indexeddb';
import { addEntries, reserveSeq, resetStoresForTests, writeSession } from './store';
import type { OutboxEntry } from './types';

/** A server answer as the replay sees it: the envelope with the HTTP status that goes with its code. */
export const envelope = (code: number, data: unknown = null, msg = 'ok') => ({
  status: code === 200 ? 200 : code >= 5000 ? 500 : code === 708 ? 401 : 400,
  contentType: 'application/json',
  text: JSON.stringify({ code, data, msg }),
});

/** An empty outbox on a fresh IndexedDB, with the page's session mirrored as the worker reads it. */
export async function freshOutbox(): Promise<void> {
  globalThis.indexedDB = new IDBFactory();
  resetStoresForTests();
  await writeSession({ userKey: 'user-key-1', secret: 'secret-1', country: 'en_us' });
}

/** The fields of an entry just queued and never tried, created at `createdAt`. */
export const queuedFields = (createdAt: number) => ({
  createdAt,
  attempts: 0,
  state: 'queued' as const,
  lastError: null,
  nextAttemptAt: 0,
  group: 'g',
});

/** Queues one JSON entry per path, in order, as the app's enqueue would. */
export async function queueEntries(paths: string[], extra: Partial<OutboxEntry> = {}): Promise<OutboxEntry[]> {
  const seq = await reserveSeq(paths.length);
  const list = paths.map((path, i): OutboxEntry => ({
    id: `e${seq + i}`,
    seq: seq + i,
    path,
    body: { kind: 'json', json: { n: i } },
    idempotencyKey: `key-${seq + i}`,
    ...queuedFields(0),
    label: path,
    ...extra,
  }));
  await addEntries(list);
  return list;
}

/** An answer as it arrives over the network (the replay's `fetch` in tests). */
export const respond = (answer: RawAnswer) =>
  new Response(answer.text, { status: answer.status, headers: { 'content-type': answer.contentType } });
