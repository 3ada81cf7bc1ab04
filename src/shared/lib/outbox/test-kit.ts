import type { RawAnswer } from './classify';
import { addEntries, reserveSeq } from './store';
import type { OutboxEntry } from './types';

/** A server answer as the replay sees it: the envelope with the HTTP status that goes with its code. */
export const envelope = (code: number, data: unknown = null, msg = 'ok') => ({
  status: code === 200 ? 200 : code >= 5000 ? 500 : code === 708 ? 401 : 400,
  contentType: 'application/json',
  text: JSON.stringify({ code, data, msg }),
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
    createdAt: 0,
    attempts: 0,
    state: 'queued',
    lastError: null,
    nextAttemptAt: 0,
    group: 'g',
    label: path,
    ...extra,
  }));
  await addEntries(list);
  return list;
}

/** An answer as it arrives over the network (the replay's `fetch` in tests). */
export const respond = (answer: RawAnswer) =>
  new Response(answer.text, { status: answer.status, headers: { 'content-type': answer.contentType } });
