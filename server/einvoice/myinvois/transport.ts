import { MyInvoisRateLimited, parseRetryAfter } from './errors';
import { exchange, type WireResponse } from './exchange';
import { apiBase } from './hosts';
import { accessToken, forgetToken, type TokenSource } from './token';
import type { MyInvoisClientOptions } from './types';

/**
 * Authenticated calls to LHDN's API. A 401 means the token LHDN holds is no longer good (expired
 * early, or revoked): the token is dropped and the call made once more with a fresh one. A 429
 * from any endpoint becomes MyInvoisRateLimited. Every other answer goes back to the caller.
 */

const DEFAULT_TIMEOUT_MS = 30_000;

export type Send = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<WireResponse>;

export function createTransport(options: MyInvoisClientOptions): { send: Send; now: () => Date } {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const send: Send = async (method, path, body) => {
    const credentials = await options.credentials();
    const source: TokenSource = { base: apiBase(credentials.environment, options.apiUrl), credentials, now, timeoutMs };
    const once = (token: string) =>
      exchange({
        method,
        url: `${source.base}${path}`,
        headers: {
          accept: 'application/json',
          'accept-language': 'en',
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs,
      });
    let token = await accessToken(source);
    let response = await once(token);
    if (response.status === 401) {
      forgetToken(source, token);
      token = await accessToken(source);
      response = await once(token);
    }
    if (response.status === 429) throw new MyInvoisRateLimited(parseRetryAfter(response.retryAfter, now()));
    return response;
  };

  return { send, now };
}
