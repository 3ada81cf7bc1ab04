import { t } from '@lingui/core/macro';
import type { AfterResponseHook, Options } from 'ky';
import { version as appVersion } from '../../../package.json';
import type { ResultCode } from '@/shared/contract/codes';
import type { CallDefinition, PayloadOf, ResponseOf } from '@/shared/contract/define-call';
import type { CallRef } from './api-calls';
import { isEnvelope } from '@/shared/contract/envelope';
import { HeaderName } from '@/shared/contract/headers';
import { showToast } from '@/shared/ui/toast';
import { http, type Caller } from './http';
import { clearSession, readSession } from './session';
import { currentCountry, readString, StorageKey, writeString } from './storage';

export { REQUEST_TIMEOUT_MS } from './http';
export const TOAST_MS = 2000;

// The codes the page reacts to, typed against the contract's table: importing the table at run time
// would put every code into Home's first load (docs/decisions/011).
const CODE_OK: typeof ResultCode.ok = 200;
const CODE_SESSION_EXPIRED: typeof ResultCode.sessionExpired = 708;
const CODE_SILENT: typeof ResultCode.silent = 100151;

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

/**
 * What a failed call says to a person, in their language: the server's words without the code, or,
 * when no words came (offline, timed out, a download refused bare), to check the connection rather
 * than the browser's English.
 */
export function errorText(error: Error): string {
  // an ApiError, or a refused download (download-file.ts), carries the server's words
  const words = (error as { serverMessage?: unknown }).serverMessage;
  if (typeof words === 'string' && words !== '') return words;
  return t`The request could not be sent. Check your connection and try again.`;
}

let sessionExpiredHandler: () => void = () => {};

/** The app says where a 708 leads (the entry page); set once at start-up. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** The text toasted for a failed call: msg when data is FAIL, else the data when it is text. */
export function failureText(data: unknown, msg: string): string {
  if (data === 'FAIL') return msg;
  if (typeof data === 'string' && data !== '') return data;
  return msg;
}

/**
 * Applies the error catalogue (README, The API) to one envelope: returns the data on 200,
 * otherwise reacts (logout on 708, silence on 100151, a toast otherwise) and throws ApiError.
 */
export function settleEnvelope<T>(envelope: { code: number; data: unknown; msg: string }): T {
  const { code, data, msg } = envelope;
  if (code === CODE_OK) return data as T;
  if (code === CODE_SESSION_EXPIRED) {
    if (readSession()) {
      clearSession();
      sessionExpiredHandler();
      showToast(t`Login expired, Please log in again ~`, TOAST_MS);
    }
  } else if (code !== CODE_SILENT) {
    showToast(failureText(data, msg), TOAST_MS);
  }
  throw new ApiError(code, msg, data);
}

/** A fresh Idempotency-Key: one per call made, so a retry of the same call is the caller's choice. */
export const newIdempotencyKey = () => crypto.randomUUID();

/** A random id of this install, sent as the `device` header. */
function deviceId(): string {
  let id = readString(StorageKey.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    writeString(StorageKey.deviceId, id);
  }
  return id;
}

/** The page as caller, read from its storage when each request leaves (a login meanwhile counts). */
export function pageCaller(): Caller {
  const session = readSession();
  return {
    country: currentCountry(),
    version: readString(StorageKey.versionApp) || appVersion,
    device: deviceId(),
    userKey: session?.userKey ?? '',
    secret: session?.secret ?? '',
  };
}

/**
 * The signing code, loaded with the first signed request: a visitor's page never signs, so Home's
 * first load does without it (docs/decisions/011).
 */
export const loadSigning = () => import('./request-signing');

// a page with a session signs its first calls: their signing code loads meanwhile
if (readSession()?.secret) void loadSigning().catch(() => undefined);

/** The page's requests: the one client (http.ts) with the page as caller; answers as they come. */
export const pageHttp = http.extend({ context: { caller: pageCaller, signing: loadSigning } });

/** What the envelope hook read from a 200 answer, by the Response it hands on. */
const settledData = new WeakMap<Response, unknown>();

/**
 * The envelope rules as a ky hook: a 200 envelope's data goes to the caller, any other code gets
 * its reaction (settleEnvelope) and rejects; a binary answer (an export, an image) is returned as it
 * is; anything else that is not an envelope rejects as a transport failure, without a toast.
 */
const settleAnswer: AfterResponseHook = async (request, _options, response) => {
  const path = new URL(request.url).pathname;
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    if (response.ok) return;
    throw new Error(`HTTP ${response.status} from ${path}`);
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(await response.text());
  } catch {
    envelope = undefined;
  }
  if (!isEnvelope(envelope)) throw new Error(`Malformed answer from ${path}`);
  const data = settleEnvelope(envelope);
  // the body was read once, here: the caller gets the data from this answer
  const answer = new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  settledData.set(answer, data);
  return answer;
};

/** The page's API calls: its requests with the envelope rules. */
export const apiHttp = pageHttp.extend({ hooks: { afterResponse: [settleAnswer] } });

/** Same origin as the app: the one server serves /app/ and /api/. */
export const apiUrl = (path: string): string => `${globalThis.location?.origin ?? 'http://127.0.0.1'}${path}`;

/**
 * Sends one request through `apiHttp` and returns what its envelope carried, or the binary answer
 * as a Blob where the call may answer one. Transport failures (offline, timeout, a non-envelope
 * answer) reject as they are.
 */
export async function sendApi<T>(path: string, options: Options, binary = true): Promise<T> {
  const response = await apiHttp.post(apiUrl(path), options);
  if (settledData.has(response)) return settledData.get(response) as T;
  if (binary) return (await response.blob()) as T;
  await response.body?.cancel();
  throw new Error(`Malformed answer from ${path}`);
}

export interface CallOptions {
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/**
 * Makes one API call (POST, JSON body) typed by the shared contract. With a session the call is
 * signed, over its Idempotency-Key too (a new one unless the caller passes its own).
 */
export function callApi<C extends CallDefinition>(
  call: CallRef<C>,
  payload: PayloadOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  return sendApi<ResponseOf<C>>(call, {
    json: payload ?? {},
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.idempotencyKey ? { headers: { [HeaderName.idempotencyKey]: options.idempotencyKey } } : {}),
  });
}
