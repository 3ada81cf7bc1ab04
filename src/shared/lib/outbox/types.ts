import type { UPLOAD_IMAGE_PATH } from '@/shared/contract/uploads';

/**
 * The outbox (docs/architecture.md#outbox): staff mutations and their photos written to IndexedDB first, then sent
 * one at a time in order by the page or the service worker. Pure types, shared by both.
 */
export type OutboxState = 'queued' | 'sending' | 'waitingLogin' | 'attention';

export interface JsonBody {
  kind: 'json';
  /** The payload; strings `outbox-ref:<entry id>` are replaced by that earlier upload's id when sent. */
  json: unknown;
}

export interface UploadBody {
  kind: 'upload';
  /**
   * The compressed image (ArrayBuffer: Safari cannot always keep Blobs in IndexedDB). Kept in the
   * files store, apart from the entry, so that listing the queue never reads photo bytes; only
   * entries queued by builds before 1.0.1 still carry it inline.
   */
  file?: ArrayBuffer;
  /** Size of the compressed image as queued. */
  bytes?: number;
  mime: string;
  fileName: string;
  /** Other multipart fields, e.g. `purpose`. */
  fields: Record<string, string>;
  /** Size of the photo as captured, before compression (for the bench and the UI). */
  capturedBytes?: number;
}

export interface OutboxError {
  /** The envelope code, or 0 for a transport failure, -1 for a dependency refused, -2 for a photo no longer stored. */
  code: number;
  msg: string;
}

export interface OutboxEntry {
  id: string;
  /** Queue order: strictly increasing. */
  seq: number;
  path: string;
  body: JsonBody | UploadBody;
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  state: OutboxState;
  lastError: OutboxError | null;
  /** Epoch ms before which the entry is not retried (exponential back-off). */
  nextAttemptAt: number;
  /** Entries queued together by one enqueue() call. */
  group: string;
  /** Short text for the queue UI (e.g. the call's last path segment). */
  label: string;
}

/** What the page mirrors to IndexedDB so the worker can sign at send time. */
export interface OutboxSession {
  userKey: string;
  secret: string;
  /** The `language` header value. */
  country: string;
  /** The `version` header: the release the page runs (the build's own when not mirrored yet). */
  version?: string;
  /** The `device` header: the install's id, which only the page can read. */
  device?: string;
  /** Support and tests: a shorter first back-off step for the worker too. */
  backoffBaseMs?: number;
}

/**
 * The upload call's path (src/shared/contract/uploads.ts). Repeated here, typed against the
 * contract, because importing that module at run time would pull zod into the first bundle.
 */
export const UPLOAD_PATH: typeof UPLOAD_IMAGE_PATH = '/api/app/upload/image';

export const OUTBOX_REF_PREFIX = 'outbox-ref:';
export const OUTBOX_CHANNEL = 'roda-outbox';
export const OUTBOX_SYNC_TAG = 'roda-outbox';
export const OUTBOX_SEND_LOCK = 'roda-outbox-send';

/** Messages on the BroadcastChannel `roda-outbox`. */
export type OutboxMessage =
  | { type: 'changed' }
  | { type: 'progress'; entryId: string; loaded: number; total: number }
  | { type: 'drain'; sending: boolean };
