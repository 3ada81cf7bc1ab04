import type { CallDefinition, CallRef, PayloadOf } from '@/shared/contract/define-call';
import type { UploadPurpose } from '@/shared/contract/uploads';
import { compressImage } from '../image/compress-image';
import { drainNow, refreshCount, requestSync, startOutboxRuntime, syncSession } from './page-runtime';
import { addEntries, listEntries, reserveSeq } from './store';
import { OUTBOX_REF_PREFIX, UPLOAD_PATH as UPLOAD_IMAGE_PATH, type OutboxEntry } from './types';

/**
 * The outbox API for staff screens (docs/architecture.md#outbox):
 *
 *   const { enqueue, fileRef } = await import('@/shared/lib/outbox/enqueue');
 *   await enqueue({
 *     call: api.workOrderHandover,
 *     body: { id, photos: { frontLeft45: fileRef('fl') }, draft: true },
 *     files: [{ name: 'fl', file: capturedBlob, purpose: 'handover' }],
 *   });
 *
 * Each photo is compressed and queued as its own upload (idempotent), before the call that
 * references it; `fileRef(name)` in the body becomes the upload's id when the call is sent. The
 * body is the call's payload as the contract types it (a file ref stands where it takes an upload id).
 * Everything is in IndexedDB before this resolves; sending happens later, in order.
 */
export interface EnqueueFile {
  name: string;
  file: Blob;
  purpose: UploadPurpose;
  /** Default true: photos are compressed; false keeps the bytes (e.g. a small signature PNG). */
  compress?: boolean;
}

export interface EnqueueInput<C extends CallDefinition = CallDefinition> {
  call: CallRef<C>;
  body: PayloadOf<C>;
  files?: EnqueueFile[];
  /** Short text for the queue UI. */
  label?: string;
}

/**
 * A reference to one of the call's files, by its name. The outbox has one reference form,
 * `outbox-ref:<x>`: by file name in what the caller passes, by upload entry id once queued (replay
 * swaps that for the upload's id when the call is sent).
 */
export const fileRef = (name: string): string => `${OUTBOX_REF_PREFIX}${name}`;

function replaceFileRefs(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string' && value.startsWith(OUTBOX_REF_PREFIX)) {
    const name = value.slice(OUTBOX_REF_PREFIX.length);
    const id = ids.get(name);
    if (!id) throw new Error(`enqueue: no file named ${name}`);
    return `${OUTBOX_REF_PREFIX}${id}`;
  }
  if (Array.isArray(value)) return value.map((v) => replaceFileRefs(v, ids));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceFileRefs(v, ids)]));
  }
  return value;
}

const newId = () => crypto.randomUUID();

let persistAsked = false;
/** Storage the browser may not evict: asked from the page when the first entry is queued. */
async function askPersistentStorage(): Promise<void> {
  if (persistAsked || !navigator.storage?.persist) return;
  persistAsked = true;
  if (await navigator.storage.persisted().catch(() => false)) return;
  await navigator.storage.persist().catch(() => false);
}

export async function enqueue<C extends CallDefinition>(
  input: EnqueueInput<C>,
): Promise<{ group: string; ids: string[] }> {
  const path: string = input.call;
  const group = newId();
  const files = input.files ?? [];
  const compressed = await Promise.all(
    files.map(async (f) => {
      if (f.compress === false) {
        return { f, data: await f.file.arrayBuffer(), mime: f.file.type || 'image/png', captured: f.file.size };
      }
      const out = await compressImage(f.file);
      return { f, data: out.data, mime: out.mime, captured: out.capturedBytes };
    }),
  );
  const wasEmpty = (await listEntries()).length === 0;
  const seq = await reserveSeq(compressed.length + 1);
  const now = Date.now();
  const base = { attempts: 0, state: 'queued' as const, lastError: null, nextAttemptAt: 0, group, createdAt: now };
  const ids = new Map<string, string>();
  const entries: OutboxEntry[] = compressed.map(({ f, data, mime, captured }, i) => {
    const id = newId();
    ids.set(f.name, id);
    return {
      ...base,
      id,
      seq: seq + i,
      path: UPLOAD_IMAGE_PATH,
      idempotencyKey: `ob-${id}`,
      label: `${f.purpose} photo`,
      body: {
        kind: 'upload',
        file: data,
        mime,
        fileName: `${f.name}.${mime === 'image/jpeg' ? 'jpg' : 'png'}`,
        fields: { purpose: f.purpose },
        capturedBytes: captured,
      },
    };
  });
  if (path !== UPLOAD_IMAGE_PATH) {
    const id = newId();
    entries.push({
      ...base,
      id,
      seq: seq + compressed.length,
      path,
      idempotencyKey: `ob-${id}`,
      label: input.label ?? path.split('/').slice(-1)[0] ?? path,
      body: { kind: 'json', json: replaceFileRefs(input.body ?? {}, ids) },
    });
  }
  await syncSession();
  await addEntries(entries);
  await refreshCount();
  if (wasEmpty) void askPersistentStorage();
  startOutboxRuntime();
  void requestSync();
  void drainNow();
  return { group, ids: entries.map((e) => e.id) };
}

export { compressImage };
export { drainNow, discardEntry, retryEntry, onOutboxMessage } from './page-runtime';
export { listEntries } from './store';
