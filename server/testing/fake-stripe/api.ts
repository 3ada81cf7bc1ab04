import type { IncomingHttpHeaders } from 'node:http';
import type { FakeAccount } from './account';
import { StripeApiError, type StripeErrorBody } from './errors';
import { checkExpand, expandIntent, expandRefund, expandSession } from './expand';
import { parseForm, type FormObject } from './form-body';
import { expandParam, onlyExpand } from './form-readers';
import type { IdempotencyStore } from './idempotency';
import { newId, nowSeconds } from './ids';
import type { RequestContext } from './ledger';
import { refundRequest } from './refund-params';
import { sessionRequest } from './session-params';

/** One /v1 call as the fake saw it, for tests to assert what Roda sent. */
export interface RequestLogEntry {
  method: string;
  path: string;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** The parameters, parsed (the query string for a GET). */
  body: FormObject;
}

export interface ApiContext {
  secretKey: string;
  /** The account's default API version, used when a request names none. */
  apiVersion: string;
  account: FakeAccount;
  idempotency: IdempotencyStore;
  isDown(): boolean;
  log(entry: RequestLogEntry): void;
}

export interface ApiRequest {
  method: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface Call {
  params: FormObject;
  apiVersion: string;
  context: RequestContext;
}

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  run(call: Call, id: string): object;
}

/** The endpoints Roda uses, and nothing else: any other path answers 404 as Stripe does. */
function routes(account: FakeAccount): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      run: ({ params, apiVersion }) => {
        const expand = checkExpand('session', expandParam(params));
        const session = account.createSession(sessionRequest(params, { now: nowSeconds(), apiVersion }));
        return expandSession(account, session, expand);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      run: ({ params }, id) => {
        const expand = checkExpand('session', onlyExpand(params));
        return expandSession(account, account.session(id), expand);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      run: ({ params, context }, id) => {
        const expand = checkExpand('session', onlyExpand(params));
        return expandSession(account, account.expireSession(id, context), expand);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      run: ({ params }, id) => {
        const expand = checkExpand('payment_intent', onlyExpand(params, ['client_secret']));
        return expandIntent(account, account.paymentIntent(id), expand);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      run: ({ params, context }) => {
        const expand = checkExpand('refund', expandParam(params));
        return expandRefund(account, account.createRefund(refundRequest(params), context), expand);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      run: ({ params }, id) => {
        const expand = checkExpand('refund', onlyExpand(params));
        return expandRefund(account, account.refund(id), expand);
      },
    },
  ];
}

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

/** The key as Stripe echoes a wrong one: its start and last four characters, the rest masked. */
const masked = (key: string): string =>
  key.length <= 12 ? '*'.repeat(key.length) : `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;

/** The secret key of `Authorization: Bearer <key>` (or Basic with the key as user name, which Stripe also takes). */
function presentedKey(headers: IncomingHttpHeaders): string | null {
  const authorization = header(headers, 'authorization');
  if (!authorization) return null;
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (bearer) return bearer[1] ?? null;
  const basic = /^Basic\s+(\S+)$/i.exec(authorization);
  if (basic)
    return (
      Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')[0] ?? null
    );
  return null;
}

function json(status: number, payload: object | StripeErrorBody, headers: Record<string, string>): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: `${JSON.stringify(payload, null, 2)}\n`,
  };
}

/**
 * Answers one /v1 call. Synchronous from parsed request to answer, so a call is atomic: no other
 * call sees half of it, and an idempotency key is saved before the next request is read.
 */
export function handleApi(api: ApiContext, request: ApiRequest): ApiResponse {
  const requestId = newId('req_', 14);
  const idempotencyKey = request.method === 'POST' ? header(request.headers, 'idempotency-key') : null;
  const requestedVersion = header(request.headers, 'stripe-version');
  const apiVersion = requestedVersion ?? api.apiVersion;
  const baseHeaders: Record<string, string> = {
    'request-id': requestId,
    'stripe-version': apiVersion,
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  };
  const fail = (error: StripeApiError) => json(error.status, error.body(), baseHeaders);

  let params: FormObject;
  try {
    params = parseForm(request.method === 'GET' ? request.query : request.body);
  } catch (error) {
    params = parseForm('');
    if (error instanceof StripeApiError) return fail(error);
    throw error;
  }
  api.log({
    method: request.method,
    path: request.path,
    idempotencyKey,
    stripeVersion: requestedVersion,
    body: params,
  });

  if (api.isDown()) {
    return fail(
      new StripeApiError(500, 'api_error', 'An error occurred with our connection to Stripe. (the fake is down)'),
    );
  }
  const key = presentedKey(request.headers);
  if (key === null) {
    return fail(
      new StripeApiError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      ),
    );
  }
  if (key !== api.secretKey) {
    return fail(new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${masked(key)}`));
  }

  if (idempotencyKey) {
    const verdict = api.idempotency.check(key, idempotencyKey, request.path, params);
    if (verdict.kind === 'refused') return fail(verdict.error);
    if (verdict.kind === 'replay') {
      return {
        status: verdict.saved.status,
        headers: {
          'content-type': 'application/json',
          ...baseHeaders,
          'idempotent-replayed': 'true',
          'original-request': verdict.saved.requestId,
        },
        body: verdict.saved.body,
      };
    }
  }

  const route = routes(api.account).find(
    (candidate) => candidate.method === request.method && candidate.pattern.test(request.path),
  );
  if (!route) {
    return fail(
      new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${request.path}).`,
      ),
    );
  }
  const id = decodeURIComponent(route.pattern.exec(request.path)?.[1] ?? '');
  let response: ApiResponse;
  let saved = true;
  try {
    response = json(
      200,
      route.run({ params, apiVersion, context: { id: requestId, idempotencyKey } }, id),
      baseHeaders,
    );
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    response = fail(error);
    saved = error.saved;
  }
  if (idempotencyKey && saved) {
    api.idempotency.save(key, idempotencyKey, {
      path: request.path,
      params,
      status: response.status,
      body: response.body,
      requestId,
    });
  }
  return response;
}
