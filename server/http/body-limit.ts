import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ResultCode } from '../../src/shared/contract/codes';
import { HeaderName } from '../../src/shared/contract/headers';
import { langFromHeader } from '../i18n/language';
import type { TextKey } from '../i18n/text-catalogue';
import { answerHeader, errorBody, sendEnvelope } from './envelope';
import { AppError } from './errors';

/**
 * The body limit of what Hono serves: each signed raw route its own (signed-raw-route.ts), the rest
 * of /api/ 1 MB, the payment webhooks theirs (contract calls are held to theirs by call-listener.ts).
 * Hono's body limit, without its cost on the common request: one that declares its length is
 * judged by the Content-Length header read from Node's own request, so the Fetch Request (with its
 * AbortSignal and body stream, about a tenth of a small call's time) is never built. A body sent
 * in chunks goes through Hono's `bodyLimit`, which counts it while reading.
 */
export function requestBodyLimit(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const headers = incoming?.headers;
    if (!headers) return counting(c, next);
    const method = incoming.method ?? 'GET';
    if ((method === 'GET' || method === 'HEAD') && headers['content-length'] === undefined) return next();
    const declared = headers['content-length'];
    if (declared !== undefined && headers['transfer-encoding'] === undefined) {
      return Number.parseInt(declared, 10) > maxSize ? onError(c) : next();
    }
    return counting(c, next);
  };
}

/**
 * The answer to a body over its limit, in the caller's language. The rest of the body is not read,
 * so the connection cannot be reused: it says so.
 */
export function bodyTooLarge(limit: string, text: TextKey = 'bodyTooLarge') {
  return (c: Context) => {
    answerHeader(c, 'Connection', 'close');
    const lang = langFromHeader(c.req.header(HeaderName.language));
    return sendEnvelope(c, errorBody(new AppError(ResultCode.bodyTooLarge, text, { limit }), lang));
  };
}

/** A limit as a refusal names it: '1 MB', '8 MB', '512 KB'. */
export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}
