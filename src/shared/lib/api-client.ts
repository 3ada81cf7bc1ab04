import { t } from '@lingui/core/macro';
import { version as appVersion } from '../../../package.json';
import { ResultCode } from '@/shared/contract/codes';
import type { CallDefinition, PayloadOf, ResponseOf } from '@/shared/contract/define-call';
import type { CallRef } from './api-calls';
import { isEnvelope } from '@/shared/contract/envelope';
import { HeaderName, HeaderValue } from '@/shared/contract/headers';
import { showToast } from '@/shared/ui/toast';
import { clearSession, readSession } from './session';
import { signRequest } from './signature';
import { currentCountry, readString, StorageKey, writeString } from './storage';

export const REQUEST_TIMEOUT_MS = 120_000;
export const TOAST_MS = 2000;

/** A call the server answered with a code other than 200. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly serverMessage: string,
    readonly data: unknown,
  ) {
    super(`${code}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

let sessionExpiredHandler: () => void = () => {};

/** The app says where a 708 leads (the entry page); set once at start-up. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** The text toasted for a failed call (spec §8): msg when data is FAIL, else the data when it is text. */
export function failureText(data: unknown, msg: string): string {
  if (data === 'FAIL') return msg;
  if (typeof data === 'string' && data !== '') return data;
  return msg;
}

/**
 * Applies the error catalogue of spec §8 to one envelope: returns the data on 200,
 * otherwise reacts (logout on 708, silence on 100151, a toast otherwise) and throws ApiError.
 */
export function settleEnvelope<T>(envelope: { code: number; data: unknown; msg: string }): T {
  const { code, data, msg } = envelope;
  if (code === ResultCode.ok) return data as T;
  if (code === ResultCode.sessionExpired) {
    if (readSession()) {
      clearSession();
      sessionExpiredHandler();
      showToast(t`Login expired, Please log in again ~`, TOAST_MS);
    }
  } else if (code !== ResultCode.silent) {
    showToast(failureText(data, msg), TOAST_MS);
  }
  throw new ApiError(code, msg, data);
}

/** A fresh Idempotency-Key: one per call made, so a retry of the same call is the caller's choice. */
export const newIdempotencyKey = () => crypto.randomUUID();

/**
 * The headers of spec §7 for one call. With a session the call is signed, over its Idempotency-Key
 * too (a new one unless the caller passes its own), so a captured request can only replay as itself.
 * Without a session the signature is empty.
 */
function deviceId(): string {
  let id = readString(StorageKey.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    writeString(StorageKey.deviceId, id);
  }
  return id;
}

export async function buildHeaders(
  path: string,
  body: string,
  options: { idempotencyKey?: string; now?: number } = {},
): Promise<Record<string, string>> {
  const session = readSession();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HeaderName.channel]: HeaderValue.channel,
    [HeaderName.language]: currentCountry(),
    [HeaderName.version]: readString(StorageKey.versionApp) || appVersion,
    [HeaderName.device]: deviceId(),
    [HeaderName.sys]: HeaderValue.sys,
    [HeaderName.userKey]: session?.userKey ?? '',
    [HeaderName.signature]: '',
  };
  const key = options.idempotencyKey ?? (session?.secret ? newIdempotencyKey() : undefined);
  if (key) headers[HeaderName.idempotencyKey] = key;
  if (session?.secret) {
    headers[HeaderName.signature] = await signRequest(session.secret, path, body, key ?? '', options.now);
  }
  return headers;
}

export interface CallOptions {
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/**
 * Makes one API call (POST, JSON body) typed by the shared contract.
 * Transport failures (offline, timeout, a non-envelope answer) reject as they are.
 */
export async function callApi<C extends CallDefinition>(
  call: CallRef<C>,
  payload: PayloadOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const body = JSON.stringify(payload ?? {});
  const headers = await buildHeaders(call, body, { idempotencyKey: options.idempotencyKey });
  const deadline = callDeadline(options.signal);
  try {
    const response = await fetch(
      new Request(`${apiBase()}${call.replace(/^\//, '')}`, { method: 'POST', body, headers, signal: deadline.signal }),
    );
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) {
      // binary answers (exports, images) are returned as they are
      if (response.ok) return (await response.blob()) as ResponseOf<C>;
      throw new Error(`HTTP ${response.status} from ${call}`);
    }
    const envelope: unknown = await response.json();
    if (!isEnvelope(envelope)) throw new Error(`Malformed answer from ${call}`);
    return settleEnvelope<ResponseOf<C>>(envelope);
  } finally {
    deadline.done();
  }
}

/**
 * The caller's signal, and an abort after REQUEST_TIMEOUT_MS (a `TimeoutError`) for the call and the
 * reading of its answer. By hand rather than `AbortSignal.any`, which Safari before 17.4 lacks.
 */
function callDeadline(callerSignal?: AbortSignal): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer in ${REQUEST_TIMEOUT_MS / 1000} s`, 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const follow = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) follow();
  else callerSignal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', follow);
    },
  };
}

/** Same origin as the app: the one server serves /app/ and /api/. */
function apiBase(): string {
  return `${globalThis.location?.origin ?? 'http://127.0.0.1'}/`;
}
