import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { CallDefinition, PayloadOf, ResponseOf } from '../../src/shared/contract/define-call';
import type { Envelope } from '../../src/shared/contract/envelope';
import { HeaderName, HeaderValue } from '../../src/shared/contract/headers';
import { UPLOAD_IMAGE_PATH } from '../../src/shared/contract/uploads';
import { signRequest } from '../../src/shared/lib/signature';
import { signUpload } from '../../src/shared/lib/upload-signature';

/**
 * The one way the journeys (tests/e2e), their set-up (tests/support) and the benches reach the API:
 * `call(request, api.payParam, { orderId }, session)`, the body checked as the call's payload and
 * the answer typed as its response, as the server suites do (server/testing/harness.ts). Requests
 * go out as the app sends them (docs/architecture.md#headers): a session's calls are signed over a
 * fresh Idempotency-Key (docs/architecture.md#signature). Only this file signs or posts;
 * scripts/e2e-test-calls.test.ts holds the tests to it. No Playwright at run time: the benches and
 * the scale-out suite (vitest) load it too, so a refusal throws instead of using Playwright's expect.
 */

export interface ApiSession {
  userKey: string;
  secret: string;
}

/** Where a call goes: Playwright's request context (its baseURL), or a server's base URL, called with fetch. */
export type ApiTarget = APIRequestContext | string;

export interface RawCallOptions {
  session?: ApiSession | null;
  /** The `language` header (en_us unless given), for answers in another language. */
  language?: string;
}

async function post(to: ApiTarget, path: string, text: string, headers: Record<string, string>): Promise<unknown> {
  if (typeof to === 'string') {
    const response = await fetch(`${to}${path}`, { method: 'POST', headers, body: text });
    return response.json();
  }
  const response = await to.post(path, { data: text, headers });
  return response.json();
}

/**
 * The untyped form, for what `call` cannot say: a route outside the contract (the development SMS
 * store's), or an answer other than 200 that the test reads. The answer is the envelope as sent.
 * A contract path is named by its definition (`api.x.path`); scripts/e2e-test-calls.test.ts keeps
 * this to the files that say why.
 */
export async function callRaw(
  to: ApiTarget,
  path: string,
  body: unknown,
  options: RawCallOptions = {},
): Promise<Envelope<unknown>> {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HeaderName.channel]: HeaderValue.channel,
    [HeaderName.sys]: HeaderValue.sys,
    [HeaderName.version]: '1.0.0',
    [HeaderName.language]: options.language ?? 'en_us',
  };
  const { session } = options;
  if (session) {
    const key = randomUUID();
    headers[HeaderName.userKey] = session.userKey;
    headers[HeaderName.idempotencyKey] = key;
    headers[HeaderName.signature] = await signRequest(session.secret, path, text, key);
  }
  return (await post(to, path, text, headers)) as Envelope<unknown>;
}

/**
 * One call of the contract, as the app makes it, signed when a session is given. The answer must
 * be code 200: anything else throws with the path, the code and the server's message.
 */
export async function call<C extends CallDefinition>(
  to: ApiTarget,
  definition: C,
  body: PayloadOf<C>,
  session?: ApiSession | null,
  options: { language?: string } = {},
): Promise<ResponseOf<C>> {
  const answer = await callRaw(to, definition.path, body, { ...options, session });
  if (answer.code !== 200) throw new Error(`${definition.path}: ${answer.code} ${answer.msg}`);
  return answer.data as ResponseOf<C>;
}

/** The code the development SMS store last sent to a phone (its own route, not a call of the contract). */
export async function developmentOtp(to: ApiTarget, phone: string): Promise<string> {
  const answer = (await callRaw(to, '/api/dev/sms/latest', { phone })) as Envelope<{ code: string } | null>;
  if (answer.code !== 200 || !answer.data) throw new Error(`no code sent to ${phone}: ${answer.code} ${answer.msg}`);
  return answer.data.code;
}

/**
 * Approves a checkout in the sandbox gateway, as its payment form would (FPX, Maybank2u): the
 * gateway's own form, not a call of the contract; it answers with a redirect back to the app.
 */
export async function approveInSandbox(to: ApiTarget, reference: string): Promise<void> {
  const form = { reference, method: 'fpx', bank: 'Maybank2u', outcome: 'approve' };
  const status =
    typeof to === 'string'
      ? (
          await fetch(`${to}/pay/sandbox/complete`, {
            method: 'POST',
            redirect: 'manual',
            body: new URLSearchParams(form),
          })
        ).status
      : (await to.post('/pay/sandbox/complete', { form, maxRedirects: 0 })).status();
  if (status !== 303) throw new Error(`the sandbox payment answered ${status}, not 303`);
}

/** One photo uploaded (multipart, docs/decisions/006-uploads-and-signed-media-urls.md), signed over its bytes; its id. */
export async function uploadImage(
  request: APIRequestContext,
  session: ApiSession,
  purpose: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const key = randomUUID();
  const signature = await signUpload(session.secret, UPLOAD_IMAGE_PATH, new Uint8Array(file.buffer), key);
  const res = await request.post(UPLOAD_IMAGE_PATH, {
    headers: {
      [HeaderName.channel]: HeaderValue.channel,
      [HeaderName.sys]: HeaderValue.sys,
      [HeaderName.version]: '1.0.0',
      [HeaderName.language]: 'en_us',
      [HeaderName.userKey]: session.userKey,
      [HeaderName.signature]: signature,
      [HeaderName.idempotencyKey]: key,
    },
    multipart: { purpose, file },
  });
  const answer = (await res.json()) as Envelope<{ id: string }>;
  if (answer.code !== 200) throw new Error(`${UPLOAD_IMAGE_PATH}: ${answer.code} ${answer.msg}`);
  return answer.data.id;
}
