import ky, { type BeforeRequestHook } from 'ky';
import { HeaderName, HeaderValue } from '@/shared/contract/headers';
import type * as RequestSigning from './request-signing';

/**
 * The one HTTP client of the page, the service worker and the outbox (docs/decisions/021): ky,
 * whose hooks write the API's headers and sign each request as it leaves, so an outbox entry the
 * worker sends an hour after it was queued is built like a call the page makes now. Nothing here
 * touches the DOM or localStorage: the page and the worker each say who calls (`Caller`).
 */

/** How long a call waits for its answer before it fails with a `TimeoutError`. */
export const REQUEST_TIMEOUT_MS = 120_000;

/** Who makes a call: the values of its headers. */
export interface Caller {
  /** The `language` header: en_us, ms_my or zh_cn. */
  country: string;
  /** The release the app runs. */
  version: string;
  /** The install's id (adoption counts); empty where it is not known. */
  device: string;
  /** Empty when logged out. */
  userKey: string;
  /** The session's HMAC key, never sent; empty when logged out, and the call goes unsigned. */
  secret: string;
}

/** The signing code (request-signing.ts). */
export type Signing = typeof RequestSigning;

/** What a call tells the hooks, through ky's `context` option. */
export interface HttpContext {
  /** The caller, or how to read it when the request is sent (the page reads its storage then). */
  caller?: Caller | (() => Caller);
  /**
   * How the hooks reach the signing code when the caller has a session: the page loads it with its
   * first signed request, so a visitor's Home does without it (docs/decisions/011); the worker
   * bundles it, as a service worker may not import code later.
   */
  signing?: () => Promise<Signing>;
  /** The signature's clock (tests; the outbox passes its own). */
  now?: number;
  /** A request the page already built and signed, passed on by the service worker as it is. */
  forwarded?: boolean;
}

function callerOf(context: HttpContext): Caller {
  const caller = typeof context.caller === 'function' ? context.caller() : context.caller;
  // a call without a caller would leave unsigned: refuse it here rather than at the server
  if (!caller) throw new Error('http: no caller');
  return caller;
}

async function signingOf(context: HttpContext): Promise<Signing> {
  if (!context.signing) throw new Error('http: no signing');
  return context.signing();
}

/** The headers of every call, and its signature, written when the request leaves. */
const prepare: BeforeRequestHook = async (request, options) => {
  const context = options.context as HttpContext;
  if (context.forwarded) return;
  const caller = callerOf(context);
  const headers = request.headers;
  headers.set(HeaderName.channel, HeaderValue.channel);
  headers.set(HeaderName.language, caller.country);
  headers.set(HeaderName.version, caller.version);
  if (caller.device) headers.set(HeaderName.device, caller.device);
  headers.set(HeaderName.sys, HeaderValue.sys);
  headers.set(HeaderName.userKey, caller.userKey);
  // a signed call always carries a key, so a captured request can only ever replay as itself
  if (caller.secret && !headers.has(HeaderName.idempotencyKey)) {
    headers.set(HeaderName.idempotencyKey, crypto.randomUUID());
  }
  headers.set(
    HeaderName.signature,
    caller.secret ? await (await signingOf(context)).signatureOf(request, options, caller.secret, context.now) : '',
  );
};

export const http = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  // never re-sent by the client: a POST may have changed something even when its answer was lost,
  // and the outbox has its own back-off and reading of answers (src/shared/lib/outbox/classify.ts)
  retry: 0,
  // every answer comes back as a Response: an error envelope travels with a 4xx or 5xx, and only
  // its code says what it means (the page's envelope hook, the outbox's classifier)
  throwHttpErrors: false,
  hooks: { beforeRequest: [prepare] },
});
