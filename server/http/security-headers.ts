import type { MiddlewareHandler } from 'hono';
import { isSmallEnvelopeAnswer, setBaseHeaders } from './envelope';

/**
 * Headers every answer carries: no MIME sniffing, no framing (clickjacking), no referrer to other
 * sites, a window of its own; and a Content-Security-Policy that allows nothing unless the answer
 * set its own (the app shell does: server/static/static-files.ts; the sandbox checkout page too).
 * Over HTTPS, browsers are told to stay on it.
 */
/** The policy of an answer that sets none: nothing may load, nothing may frame it. */
export const DEFAULT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

function fixedHeaders(https: boolean): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(self), geolocation=(self), microphone=()'],
    ...(https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
  ];
}

/** The headers of an answer that sets none of its own, as a plain object (the calls' envelopes). */
export function securityHeaderValues(https: boolean): Readonly<Record<string, string>> {
  return Object.fromEntries([...fixedHeaders(https), ['Content-Security-Policy', DEFAULT_CONTENT_SECURITY_POLICY]]);
}

export function securityHeaders(https: boolean): MiddlewareHandler {
  const fixed = fixedHeaders(https);
  const base = securityHeaderValues(https);
  return async (c, next) => {
    if (c.req.path.startsWith('/api/')) {
      // the calls answer with an envelope, which takes them as a plain object (envelope.ts)
      setBaseHeaders(c, base);
    } else {
      // set before the handler, so they go into the answer as it is made (changing a finished
      // answer's headers copies it); a handler's own Content-Security-Policy replaces the default
      for (const [name, value] of fixed) c.header(name, value);
      c.header('Content-Security-Policy', DEFAULT_CONTENT_SECURITY_POLICY);
    }
    await next();
    if (isSmallEnvelopeAnswer(c)) return;
    // an answer made without the context (a Response of its own) did not get them: add them now
    const headers = c.res.headers;
    if (headers.has('X-Frame-Options')) return;
    for (const [name, value] of fixed) headers.set(name, value);
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', DEFAULT_CONTENT_SECURITY_POLICY);
    }
  };
}
