import { z } from 'zod';
import { MyInvoisError, MyInvoisRateLimited, parseRetryAfter } from './errors';
import { exchange } from './exchange';
import type { MyInvoisCredentials } from './types';

/**
 * Access tokens from LHDN's identity service (POST /connect/token, OAuth 2.0 client credentials).
 * LHDN asks that a token be reused for its whole life (an hour) and throttles logins to 12 a minute
 * per client ID, so tokens live in one cache for the process, keyed by host, environment and
 * client ID, and concurrent callers share one login.
 */

interface CachedToken {
  accessToken: string;
  /** When to stop using it: a little before LHDN's expires_in runs out. */
  renewAt: number;
}

const cache = new Map<string, CachedToken>();
const pending = new Map<string, Promise<CachedToken>>();

/** Renew this long before expiry, so a token never expires between the check and LHDN reading it. */
const RENEW_MARGIN_MS = 60_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});

const oauthError = z.object({ error: z.string(), error_description: z.string().nullish() });

export interface TokenSource {
  base: string;
  credentials: MyInvoisCredentials;
  now: () => Date;
  timeoutMs: number;
}

function keyOf(source: TokenSource): string {
  return `${source.base}|${source.credentials.environment}|${source.credentials.clientId}`;
}

/** A token for these credentials: the cached one while it lasts, else a fresh login. */
export async function accessToken(source: TokenSource): Promise<string> {
  const key = keyOf(source);
  const cached = cache.get(key);
  if (cached && source.now().getTime() < cached.renewAt) return cached.accessToken;
  let login = pending.get(key);
  if (!login) {
    login = logIn(source).finally(() => pending.delete(key));
    pending.set(key, login);
  }
  const fresh = await login;
  cache.set(key, fresh);
  return fresh.accessToken;
}

/** Drops `token` after LHDN refused it (401), unless another caller already replaced it. */
export function forgetToken(source: TokenSource, token: string): void {
  const key = keyOf(source);
  if (cache.get(key)?.accessToken === token) cache.delete(key);
}

async function logIn(source: TokenSource): Promise<CachedToken> {
  const { clientId, clientSecret } = source.credentials;
  const form = new URLSearchParams({
    client_id: clientId,
    client_secret: clientSecret,
    grant_type: 'client_credentials',
    scope: 'InvoicingAPI',
  });
  const response = await exchange({
    method: 'POST',
    url: `${source.base}/connect/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
    timeoutMs: source.timeoutMs,
  });
  if (response.status === 429) throw new MyInvoisRateLimited(parseRetryAfter(response.retryAfter, source.now()));
  const answer = tokenAnswer.safeParse(response.body);
  if (response.status === 200 && answer.success) {
    const lifeMs = answer.data.expires_in * 1000;
    const margin = Math.min(RENEW_MARGIN_MS, lifeMs / 2);
    return { accessToken: answer.data.access_token, renewAt: source.now().getTime() + lifeMs - margin };
  }
  const refusal = oauthError.safeParse(response.body);
  const code = refusal.success ? refusal.data.error : 'LoginFailed';
  const said = refusal.success ? (refusal.data.error_description ?? refusal.data.error) : response.text;
  const message = `MyInvois login failed for client ${clientId} (HTTP ${response.status}): ${said}`;
  throw new MyInvoisError(response.status, code, scrub(message, clientSecret), response.correlationId);
}

/** An answer that echoes the secret back must not carry it into an error message or a log. */
export function scrub(text: string, secret: string): string {
  return secret === '' ? text : text.split(secret).join('[secret]');
}
