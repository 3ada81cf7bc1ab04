import type { MiddlewareHandler } from 'hono';

/**
 * Headers every answer carries: no MIME sniffing, no framing (clickjacking), no referrer to other
 * sites, a window of its own; and a Content-Security-Policy that allows nothing unless the answer
 * set its own (the app shell does: server/static/static-files.ts; the sandbox checkout page too).
 * Over HTTPS, browsers are told to stay on it.
 */
export function securityHeaders(https: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=()');
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
