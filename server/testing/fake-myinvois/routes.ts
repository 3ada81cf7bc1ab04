import { z } from 'zod';
import { cancel, getDocument, getSubmission, submit, type Answer } from './api';
import type { FakeStore } from './store';
import { standardError, summaryView } from './views';

/**
 * The fake's one entrance: the test controls under /_fake/, then LHDN's order of things for the
 * rest: throttling (429), the identity service (/connect/token), the bearer token (401), the API.
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: string;
}

const SUBMISSIONS = /^\/api\/v1\.0\/documentsubmissions\/?$/;
const SUBMISSION = /^\/api\/v1\.0\/documentsubmissions\/([^/]+)\/?$/;
const DOCUMENT = /^\/api\/v1\.0\/documents\/([^/]+)\/(details|raw)$/;
const STATE = /^\/api\/v1\.0\/documents\/state\/([^/]+)\/state$/;

export function route(store: FakeStore, request: FakeRequest): Answer {
  if (request.path.startsWith('/_fake/')) return control(store, request);
  const retryAfter = store.takeRateLimit();
  if (retryAfter !== null) {
    return {
      status: 429,
      headers: { 'retry-after': String(retryAfter) },
      body: standardError('TooManyRequests', 'Too many requests for this client ID'),
    };
  }
  if (request.path === '/connect/token') {
    return request.method === 'POST' ? token(store, request.body) : notFound(request);
  }
  if (!request.path.startsWith('/api/')) return notFound(request);
  if (!store.authorised(request.authorization)) {
    return { status: 401, body: standardError('Unauthorized', 'The access token is missing, malformed or expired') };
  }
  const { method, path } = request;
  const id = (match: RegExpExecArray) => decodeURIComponent(match[1] ?? '');
  let match: RegExpExecArray | null;
  if (method === 'POST' && SUBMISSIONS.test(path)) return submit(store, request.body);
  if (method === 'GET' && (match = SUBMISSION.exec(path))) return getSubmission(store, id(match), request.query);
  if (method === 'GET' && (match = DOCUMENT.exec(path))) {
    return getDocument(store, id(match), match[2] === 'raw' ? 'raw' : 'details');
  }
  if (method === 'PUT' && (match = STATE.exec(path))) return cancel(store, id(match), request.body);
  return notFound(request);
}

function notFound(request: FakeRequest): Answer {
  return { status: 404, body: standardError('NotFound', `No ${request.method} ${request.path} here`) };
}

function token(store: FakeStore, body: string): Answer {
  const form = new URLSearchParams(body);
  const oauth = (status: number, error: string, description: string): Answer => ({
    status,
    body: { error, error_description: description },
  });
  if (form.get('grant_type') !== 'client_credentials') {
    return oauth(400, 'unsupported_grant_type', 'grant_type must be client_credentials');
  }
  if (!form.get('client_id') || !form.get('client_secret')) {
    return oauth(400, 'invalid_request', 'client_id and client_secret are required');
  }
  const scope = form.get('scope');
  if (scope !== null && scope !== 'InvoicingAPI') return oauth(400, 'invalid_scope', `unknown scope ${scope}`);
  if (form.get('client_id') !== store.clientId || form.get('client_secret') !== store.clientSecret) {
    return oauth(401, 'invalid_client', 'The client ID or secret is wrong');
  }
  return {
    status: 200,
    body: {
      access_token: store.issueToken(),
      token_type: 'Bearer',
      expires_in: store.tokenLifetimeSeconds,
      scope: 'InvoicingAPI',
    },
  };
}

const settleBody = z.object({
  uuid: z.string(),
  status: z.enum(['Valid', 'Invalid']),
  errors: z
    .array(
      z.object({ step: z.string().optional(), code: z.string(), message: z.string(), target: z.string().nullish() }),
    )
    .optional(),
});

/** What a browser test cannot do through the fake's object: settle, auto-settle, move the clock, look. */
function control(store: FakeStore, request: FakeRequest): Answer {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
  const answer = (status: number, body: unknown): Answer => ({ status, body, headers: cors });
  if (request.method === 'OPTIONS') return { status: 204, headers: cors };
  let json: unknown = null;
  try {
    json = request.body === '' ? {} : JSON.parse(request.body);
  } catch {
    return answer(400, { error: 'the body is not JSON' });
  }
  const key = `${request.method} ${request.path}`;
  if (key === 'GET /_fake/documents') {
    return answer(
      200,
      [...store.documents.values()].map((d) => ({ ...summaryView(d, store.clientId), codeNumber: d.codeNumber })),
    );
  }
  if (key === 'POST /_fake/settle') {
    const parsed = settleBody.safeParse(json);
    if (!parsed.success) return answer(400, { error: "expected { uuid, status: 'Valid' | 'Invalid', errors? }" });
    const { uuid, status, errors } = parsed.data;
    const document = store.documents.get(uuid);
    if (!document) return answer(404, { error: `no document ${uuid}` });
    if (document.status !== 'Submitted') return answer(409, { error: `document ${uuid} is ${document.status}` });
    store.settle(uuid, status === 'Valid' ? { status } : { status, errors: errors ?? [] });
    return answer(200, summaryView(document, store.clientId));
  }
  if (key === 'POST /_fake/auto-settle') {
    const parsed = z.object({ on: z.boolean() }).safeParse(json);
    if (!parsed.success) return answer(400, { error: 'expected { on: boolean }' });
    store.autoSettle = parsed.data.on;
    return answer(200, { autoSettle: store.autoSettle });
  }
  if (key === 'POST /_fake/advance') {
    const parsed = z.object({ ms: z.number().int().nonnegative() }).safeParse(json);
    if (!parsed.success) return answer(400, { error: 'expected { ms: whole milliseconds }' });
    store.advance(parsed.data.ms);
    return answer(200, { now: store.now().toISOString() });
  }
  return answer(404, { error: `no control ${key}` });
}
